import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { buildTestCv } from '../testing/build-test-cv';
import { buildCvFacts } from './index';
import { titleActivities } from './title-activity';

describe('the work a job title names', () => {
  it('turns agent nouns into their activity and leaves other titles alone', () => {
    expect(titleActivities('Senior Gameplay Programmer')).toBe('Senior Gameplay Programming');
    expect(titleActivities('Data Analyst')).toBe('Data Analysis');
    expect(titleActivities('Registered Nurse')).toBe('');
  });

  it('shows a skill in use at the job whose title names it', () => {
    const { cv } = buildTestCv({
      jobs: [{ title: 'Senior Gameplay Programmer', employer: 'Blizzard Entertainment', start: '2019-01', end: 'present', bullets: ['Cut server tick cost by 30%.'] }],
      skills: ['Gameplay programming'],
    });
    const facts = buildCvFacts(cv, { asOf: new Date('2026-01-15T00:00:00Z'), knowledge });
    const gameplay = facts.skills.found.find((e) => e.skill.name.toLowerCase() === 'gameplay programming');
    expect(gameplay?.roleIndexes).toEqual([0]);
    // the mention is the title as printed
    expect(gameplay?.mentions.map((m) => m.text)).toContain('Senior Gameplay Programmer');
  });
});
