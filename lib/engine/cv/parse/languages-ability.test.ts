import { describe, expect, it } from 'vitest';
import { namesSpeakingAbility } from './languages';

describe('namesSpeakingAbility', () => {
  it('reads a spoken-language ability as one, whatever language it names', () => {
    expect(['Trilingual', 'Multilingual', 'Portuguese', 'Fluent Italian'].map(namesSpeakingAbility)).toEqual([true, true, true, true]);
  });
  it('reads no ability in a skill that only names a language among other words, or a programming language', () => {
    expect(['Italian cuisine', 'Business German', 'Kotlin', 'Go'].map(namesSpeakingAbility)).toEqual([false, false, false, false]);
  });
});
