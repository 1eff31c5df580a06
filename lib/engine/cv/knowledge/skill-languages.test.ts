import { describe, expect, it } from 'vitest';
import { readsSkillsIn } from './skill-languages';

describe('readsSkillsIn', () => {
  it('reads English and the languages of the curated translations, not Italian', () => {
    for (const language of ['en', 'en-GB', 'es', 'fr', 'de', 'pt', 'nl']) expect(readsSkillsIn(language)).toBe(true);
    expect(readsSkillsIn('it')).toBe(false);
    expect(readsSkillsIn(null)).toBe(true);
  });
});
