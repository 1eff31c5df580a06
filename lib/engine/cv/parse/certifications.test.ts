import { describe, expect, it } from 'vitest';
import { splitCertifications } from './certifications';

describe('splitCertifications', () => {
  it('reads the cells of a certificate row (name, issuer, year) set apart by a wide gap as one certificate', () => {
    expect(splitCertifications('Professional Geologist (P.G.)    State Board of Geologists')).toEqual(['Professional Geologist (P.G.), State Board of Geologists']);
    expect(splitCertifications('40-Hour HAZWOPER    2013')).toEqual(['40-Hour HAZWOPER, 2013']);
  });

  it('still splits a comma list of short names and keeps a dated certificate whole', () => {
    expect(splitCertifications('CPR, BLS, ACLS')).toEqual(['CPR', 'BLS', 'ACLS']);
    expect(splitCertifications('PMP, Project Management Institute, 2019')).toEqual(['PMP, Project Management Institute, 2019']);
  });
});
