import { describe, expect, it } from 'vitest';
import { callingCodeOf } from '../parse/calling-codes';
import { knowledge } from '../knowledge';
import { resolveTarget, scoreCv } from '../score';
import { BACKEND_CV, buildTestCv } from '../testing/build-test-cv';
import { scoreTestCv, TEST_NOW } from '../score/testing/score-test-cv';
import { contactImprovements } from './contact-improvements';

const phoneAdvice = (country: string | null) =>
  contactImprovements(scoreTestCv({ ...BACKEND_CV, phone: null, location: 'Dublin', country }).ctx).find((c) => c.area === 'phone')?.suggestion;

describe('contact improvements', () => {
  it("gives a missing phone's example in the candidate's own country code", () => {
    expect(callingCodeOf('IE')).toBe('353');
    expect(callingCodeOf('CA')).toBe('1');
    expect(callingCodeOf('XX')).toBeNull();
    expect(phoneAdvice('IE')).toBe('Add a mobile number with the country code (e.g. +353 …)');
    // no country known: no other country's code as the example
    expect(phoneAdvice(null)).toBe('Add a mobile number with the country code');
  });

  it('takes a calling code in brackets (Europass) as an international prefix', () => {
    const issues = (phone: string) => contactImprovements(scoreTestCv({ ...BACKEND_CV, phone, location: 'Lyon', country: 'FR' }).ctx).map((c) => c.issue);
    expect(issues('(+33) 612345678')).not.toContain('The phone number has no international prefix');
    expect(issues('06 12 34 56 78')).toContain('The phone number has no international prefix');
  });

  it('asks for a GitHub profile only where the role is written in code', () => {
    const github = (targetRole: string) => {
      const { doc, cv } = buildTestCv({ ...BACKEND_CV, github: null });
      const options = { targetRole, now: TEST_NOW };
      return contactImprovements(scoreCv(knowledge, doc, cv, options, resolveTarget(knowledge, options)).ctx).some((c) => c.area === 'github');
    };
    expect(github('Backend Engineer')).toBe(true);
    expect(github('Mechanical Engineer')).toBe(false);
  });
});
