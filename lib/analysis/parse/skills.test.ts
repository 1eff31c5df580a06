import { describe, expect, it } from 'vitest';
import { parseLanguages } from './languages';
import { parseSkills } from './skills';

describe('parseSkills', () => {
  it('splits on commas, bullets, pipes, semicolons and middle dots, and drops category labels', () => {
    expect(parseSkills(['• Python, SQL; R', 'Cloud: AWS | GCP', 'Figma · Sketch', 'CI/CD']).skills).toEqual([
      'Python', 'SQL', 'R', 'AWS', 'GCP', 'Figma', 'Sketch', 'CI/CD',
    ]);
  });

  it('expands grouped skills and strips levels', () => {
    expect(parseSkills(['Python (Pandas, NumPy), Go (expert), Excel (5 years)']).skills).toEqual(['Python', 'Pandas', 'NumPy', 'Go', 'Excel']);
  });

  it('skips sentences and duplicates', () => {
    expect(parseSkills(['I am a strong communicator with a passion for people.', 'Go, go, Rust']).skills).toEqual(['Go', 'Rust']);
  });

  it('routes a spoken-languages line to the languages, but keeps programming languages', () => {
    expect(parseSkills(['Languages: English, German'])).toEqual({ skills: [], languageLines: ['English, German'] });
    expect(parseSkills(['Languages: Go, Python']).skills).toEqual(['Go', 'Python']);
  });
});

describe('parseLanguages', () => {
  it('reads levels in several notations and languages', () => {
    expect(parseLanguages(['English — Native', 'German (C1)', 'Spanish: fluent', 'Deutsch – Muttersprache', 'Français (langue maternelle), Inglés B2'])).toEqual([
      { language: 'English', proficiency: 'Native' },
      { language: 'German', proficiency: 'C1' },
      { language: 'Spanish', proficiency: 'fluent' },
      { language: 'Deutsch', proficiency: 'Muttersprache' },
      { language: 'Français', proficiency: 'langue maternelle' },
      { language: 'Inglés', proficiency: 'B2' },
    ]);
  });

  it('ignores lines that name no language', () => {
    expect(parseLanguages(['Chess, running', 'Python'])).toEqual([]);
  });
});
