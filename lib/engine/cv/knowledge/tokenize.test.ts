import { describe, expect, it } from 'vitest';
import { phraseKey, tokenize } from './tokenize';

describe('tokenize', () => {
  const keys = (text: string) => tokenize(text).map((t) => t.key);

  it('keeps the characters that distinguish technology names', () => {
    expect(keys('C, C++, C#, .NET and ASP.NET; Node.js.')).toEqual(['c', 'c++', 'c#', '.net', 'and', 'asp.net', 'node.js']);
  });

  it('splits on separators and folds case and accents', () => {
    expect(keys('CI/CD, go-to-market')).toEqual(['ci', 'cd', 'go', 'to', 'market']);
    expect(keys('Développeur ÉTÉ')).toEqual(['developpeur', 'ete']);
  });

  it('reports offsets into the original text', () => {
    const text = 'Skills: Go';
    const [, go] = tokenize(text);
    expect(text.slice(go.start, go.end)).toBe('Go');
  });

  it('gives equal keys to spellings that differ only in separators', () => {
    expect(phraseKey('CI/CD')).toBe(phraseKey('ci cd'));
    expect(phraseKey('A/B testing')).toBe('a b testing');
  });
});
