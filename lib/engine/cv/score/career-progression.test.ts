import { describe, expect, it } from 'vitest';
import { scoreCareerProgression } from './career-progression';
import { scoreTestCv } from './testing/score-test-cv';

describe('scoreCareerProgression without a role read', () => {
  it('never calls dates unreadable when no role was read at all', () => {
    const { ctx } = scoreTestCv({
      jobs: [],
      extraSections: [{ heading: 'Experience', type: 'experience', lines: ['Helped at the school fair every spring'] }],
    });
    const { explanation, top_weakness } = scoreCareerProgression(ctx);
    expect(explanation).not.toMatch(/dates of the roles could not be read/);
    expect(top_weakness).not.toBe('Role dates not readable');
  });
});
