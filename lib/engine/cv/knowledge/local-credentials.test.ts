import { describe, expect, it } from 'vitest';
import { localCredentials, localiseRole, localResources, localSkills } from './local-credentials';
import type { LearningResource } from './types';
import { getRole } from './index';

describe('localCredentials', () => {
  const nurse = ['RN license (NCLEX-RN) or NMC registration or AHPRA Registered Nurse', 'BLS certification', 'ACLS certification', 'CCRN'];

  it('keeps the alternatives of the CV\'s country and drops credentials not issued there', () => {
    expect(localCredentials(nurse, 'ES')).toEqual(['BLS certification', 'ACLS certification']);
    expect(localCredentials(nurse, 'GB')).toEqual(['NMC registration', 'BLS certification', 'ACLS certification']);
    expect(localCredentials(nurse, 'AU')).toEqual(['AHPRA Registered Nurse', 'BLS certification', 'ACLS certification']);
    expect(localCredentials(nurse, 'US')).toEqual(['RN license (NCLEX-RN)', 'BLS certification', 'ACLS certification', 'CCRN']);
  });

  it('leaves every credential as written when the country is unknown, and international ones everywhere', () => {
    expect(localCredentials(nurse, null)).toEqual(nurse);
    expect(localCredentials(['CPA or ACA or ACCA', 'PMP'], 'FR')).toEqual(['ACCA', 'PMP']);
    expect(localCredentials(['Medical license or GMC registration or Approbation'], 'de')).toEqual(['Approbation']);
  });

  it('localises a profile without touching the shared one', () => {
    const role = getRole('registered-nurse')!;
    const local = localiseRole(role, 'ES');
    expect(local.certifications.join(' ')).not.toMatch(/NCLEX|CCRN|NMC|AHPRA/);
    expect(role.certifications.join(' ')).toMatch(/NCLEX/);
    expect(localiseRole(role, null)).toBe(role);
  });

  it('asks for what stands for one country\'s rules elsewhere', () => {
    expect(localSkills(['Electrical wiring', 'OSHA safety', 'Health and safety'], 'GB')).toEqual(['Electrical wiring', 'Health and safety']);
    expect(localSkills(['GAAP', 'IFRS', 'HIPAA'], 'FR')).toEqual(['IFRS']);
    expect(localSkills(['GAAP', 'OSHA safety'], 'US')).toEqual(['GAAP', 'OSHA safety']);
    // a country with wiring rules of its own is asked for them; one without, for none
    expect(localSkills(['Electrical wiring', 'NEC code'], 'GB')).toEqual(['Electrical wiring', 'IET Wiring Regulations']);
    expect(localSkills(['NEC code'], 'CA')).toEqual(['Canadian Electrical Code']);
    expect(localSkills(['Electrical wiring', 'NEC code'], 'ES')).toEqual(['Electrical wiring']);
  });

  it('asks a UK electrician for UK qualifications and a US one for US licences', () => {
    const electrician = getRole('electrician')!;
    expect(localiseRole(electrician, 'GB').certifications).toEqual(['City & Guilds 2365 or NVQ Level 3 Electrotechnical', 'City & Guilds 2391 (Inspection and Testing)', 'City & Guilds 2382 (18th Edition)']);
    expect(localiseRole(electrician, 'US').certifications).toEqual(['Journeyman electrician license', 'Master electrician license', 'OSHA 30']);
    expect(localiseRole(electrician, 'GB').requiredHardSkills).toContain('IET Wiring Regulations');
  });

  it('asks a bending skill of the US wiring code only where that code applies', () => {
    expect(localSkills(['Conduit bending', 'Electrical wiring'], 'GB')).toEqual(['Electrical wiring']);
    expect(localSkills(['Conduit bending'], 'CA')).toEqual(['Conduit bending']);
  });
});

describe('localResources', () => {
  const resource = (title: string, url: string): LearningResource => ({ title, provider: 'p', url, type: 'documentation', duration: 'self-paced', level: 'beginner', cost_range: 'free' });
  const agency = resource('Federal safety outreach', 'https://www.osha.gov/training/outreach');
  const course = resource('A general course', 'https://example.org/course');

  it('swaps a US agency for the local one the table knows, else an international one, else leaves it out', () => {
    expect(localResources([agency, course], 'GB').map((r) => r.url)).toEqual(['https://www.hse.gov.uk/', 'https://example.org/course']);
    expect(localResources([agency], 'ES').map((r) => r.url)).toEqual(['https://osha.europa.eu/']);
    expect(localResources([resource('Infection guidance', 'https://www.cdc.gov/x')], 'BR').map((r) => r.url)).toEqual(['https://www.who.int/health-topics/infection-prevention-and-control']);
    expect(localResources([resource('Tax agency', 'https://www.irs.gov/pros'), course], 'IN')).toEqual([course]);
  });

  it('keeps every resource for the US and when the country is unknown, and never lists one twice', () => {
    expect(localResources([agency, course], 'US')).toEqual([agency, course]);
    expect(localResources([agency, course], null)).toEqual([agency, course]);
    expect(localResources([agency, resource('Lab safety', 'https://www.osha.gov/laboratories')], 'GB')).toHaveLength(1);
  });
});
