import { describe, expect, it } from 'vitest';
import { callingCodeOf } from '../parse/calling-codes';
import { BACKEND_CV } from '../testing/build-test-cv';
import { scoreTestCv } from '../score/testing/score-test-cv';
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
});
