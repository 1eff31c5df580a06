import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../types';
import { attachLoneDates, isPrivateDrivingLicence, splitCertifications, withIssuerLinesJoined } from './certifications';

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

describe('attachLoneDates', () => {
  it("gives a further-training table's date cell to the certificate beside it", () => {
    expect(attachLoneDates(['03/2022', 'SPS-Technik Siemens S7 – TÜV Nord Akademie', '11/2019', 'Schweißlehrgang MAG'])).toEqual([
      'SPS-Technik Siemens S7 – TÜV Nord Akademie (03/2022)',
      'Schweißlehrgang MAG (11/2019)',
    ]);
    // a date after the last certificate is its own; a certificate with its year stays as it is
    expect(attachLoneDates(['PMP, Project Management Institute, 2018', 'First Aid', '2021'])).toEqual(['PMP, Project Management Institute, 2018', 'First Aid (2021)']);
  });
});

describe('withIssuerLinesJoined', () => {
  const line = (text: string, bold = false): ExtractedLine => ({ text, page: 1, column: 1, x: 0, y: 0, fontSize: 9, bold, headingHint: false, gapBefore: 0 });
  it('joins the plain issuer line under a certificate set in bold to it, before its date', () => {
    const lines = [line('SnowPro Core Certification  2022', true), line('Snowflake'), line('HashiCorp Certified: Terraform Associate', true), line('HashiCorp')];
    expect(withIssuerLinesJoined(lines).map((l) => l.text)).toEqual(['SnowPro Core Certification, Snowflake  2022', 'HashiCorp Certified: Terraform Associate, HashiCorp']);
  });

  it('leaves certificates all set alike, and a sentence under one, apart', () => {
    const plain = [line('PMP'), line('Certified ScrumMaster')];
    expect(withIssuerLinesJoined(plain).map((l) => l.text)).toEqual(['PMP', 'Certified ScrumMaster']);
    const described = [line('Six Sigma Green Belt', true), line('Led two improvement projects.')];
    expect(withIssuerLinesJoined(described).map((l) => l.text)).toEqual(['Six Sigma Green Belt', 'Led two improvement projects.']);
  });
});

describe('isPrivateDrivingLicence', () => {
  it('knows a private licence in Swedish and Turkish, and keeps a commercial one', () => {
    expect(isPrivateDrivingLicence('B-körkort')).toBe(true);
    expect(isPrivateDrivingLicence('Ehliyet: B sınıfı')).toBe(true);
    expect(isPrivateDrivingLicence('Körkort C och CE')).toBe(false);
  });
});
