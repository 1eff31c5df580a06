import { describe, expect, it } from 'vitest';
import { knowledge } from '../../cv/knowledge';
import { experienceEntry, parsedCv } from '../../cv/testing/parsed-cv';
import { NOW, resultFixture } from '../fixtures/cvs';
import { generateInterviewPrep } from '../generate';

const prep = (titles: Array<string | null>, targetRole: string) => {
  const parsed = parsedCv({
    experience: titles.map((title, i) =>
      experienceEntry({
        title,
        employer: `Employer ${i + 1}`,
        start: { year: 2024 - 3 * i, month: 1 },
        end: i === 0 ? null : { year: 2026 - 3 * i, month: 12 },
        current: i === 0,
        bullets: [],
      }),
    ),
  });
  return generateInterviewPrep({ parsed, result: resultFixture({}), targetRole, targetIndustry: '', now: NOW }, knowledge).questions.map((q) => q.question);
};

describe('motivation questions', () => {
  it('asks about a change of field only between titles read with confidence', () => {
    expect(prep(['Registered Nurse', 'Retail Sales Associate'], 'Registered Nurse').some((q) => q.startsWith('Your CV moves from'))).toBe(true);
    // "Dados" shares a word with a woodworking title and nothing more: no premise to build on
    expect(prep(['Analista de Dados', 'Estagiário de Dados'], 'Data Analyst').some((q) => q.startsWith('Your CV moves from'))).toBe(false);
    // a scientist then a consultant of the same field (filed as science, then engineering) changed no field
    expect(prep(['Senior Environmental Consultant', 'Environmental Scientist'], '').some((q) => q.startsWith('Your CV moves from'))).toBe(false);
  });

  it('asks why the same role elsewhere when the target is the title held, and names the employer when no title is printed', () => {
    expect(prep(['Staff Nurse'], 'Staff Nurse')[0]).toMatch(/^You are currently Staff Nurse at Employer 1\. Why look for the same role/);
    expect(prep([null], 'Office Manager')[0]).toMatch(/^You currently work at Employer 1\. What makes an Office Manager role/);
  });

  it('without a target role presumes no move to the closest match: it asks why move and towards what', () => {
    const first = prep(['Senior Gameplay Programmer'], '')[0];
    expect(first).toMatch(/^You are currently Senior Gameplay Programmer at Employer 1\. Why look for a move now/);
    expect(first).not.toMatch(/right next step/);
  });
});
