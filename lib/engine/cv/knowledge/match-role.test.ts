import { describe, expect, it } from 'vitest';
import { lookupSkill, matchOccupation, matchRole } from './index';

describe('matchRole', () => {
  const cases: Array<[string, string]> = [
    ['Sr. Software Engineer (Backend)', 'backend-engineer'],
    // Dutch design titles
    ['Senior grafisch ontwerper', 'graphic-designer'],
    ['Grafisch vormgever', 'graphic-designer'],
    ['Software Engineer II', 'software-engineer'],
    ['Senior Software Engineer', 'software-engineer'],
    ['Staff Software Architect', 'senior-software-engineer'],
    ['Front-End Developer', 'frontend-engineer'],
    ['Full Stack Web Developer', 'full-stack-engineer'],
    ['iOS Developer', 'mobile-engineer'],
    ['DevOps Engineer', 'devops-engineer'],
    ['SRE', 'site-reliability-engineer'],
    ['Lead Data Scientist', 'data-scientist'],
    ['ML Engineer', 'ml-engineer'],
    ['VP of Engineering', 'cto'],
    ['Engineering Manager, Payments', 'engineering-manager'],
    ['Senior Product Manager', 'product-manager'],
    ['UX/UI Designer', 'ux-designer'],
    ['Registered Nurse - ICU', 'registered-nurse'],
    ['RN', 'registered-nurse'],
    ['Family Nurse Practitioner (FNP-C)', 'nurse-practitioner'],
    ['Staff Accountant', 'accountant'],
    ['High School Math Teacher', 'teacher'],
    ['Journeyman Electrician', 'electrician'],
    ['HR Business Partner', 'hr-generalist'],
    ['Talent Acquisition Specialist', 'recruiter'],
    ['Customer Service Advisor', 'customer-service-representative'],
    ['Softwareentwickler (m/w/d)', 'software-engineer'],
    ['Desarrollador de Software', 'software-engineer'],
    ['Développeur Full-Stack', 'full-stack-engineer'],
    ['Enfermera', 'registered-nurse'],
    ['Krankenpfleger', 'registered-nurse'],
    ['Kfz-Mechatroniker', 'automotive-technician'],
    ['Chef de projet', 'project-manager'],
    ['Head of Marketing', 'marketing-manager'],
    ['CEO & Co-Founder', 'chief-executive'],
    ['Strategy Consultant', 'management-consultant'],
    ['Head Chef', 'chef'],
    ['HGV Driver', 'truck-driver'],
    // Italian warehouse titles
    ['Responsabile di magazzino', 'supply-chain-manager'],
    ['Magazziniere carrellista', 'warehouse-associate'],
  ];

  it.each(cases)('%s → %s', (title, id) => {
    expect(matchRole(title)?.id).toBe(id);
  });

  it('returns null for nonsense and empty titles', () => {
    expect(matchRole('asdf qwerty')).toBeNull();
    expect(matchRole('Flibbertigibbet')).toBeNull();
    expect(matchRole('')).toBeNull();
    expect(matchRole('Senior')).toBeNull();
    expect(matchRole('Director')).toBeNull();
    expect(matchRole('Manager')).toBeNull();
  });

  it('draws a profile from the data for titles no curated profile covers', () => {
    const cases: Array<[string, string]> = [
      ['Dentist', 'onet-29-1021-00'],
      ['Police Officer', 'onet-33-3051-00'],
      ['Flight Attendant', 'onet-53-2031-00'],
      ['Architect', 'onet-17-1011-00'],
      ['Social Worker', 'onet-21-1029-00'],
      ['Care Assistant', 'onet-31-1122-00'],
      ['Midwife', 'onet-29-9099-01'],
    ];
    for (const [title, id] of cases) {
      expect(matchRole(title)?.id, title).toBe(id);
      expect(matchRole(title)?.source, title).toBe('data');
      expect(matchOccupation(title)?.id, title).toBe(id);
    }
    // a curated profile answers first, and generic words alone name no occupation
    expect(matchOccupation('Registered Nurse')).toBeNull();
    expect(matchRole('Software Architect')?.id).toBe('senior-software-engineer');
    for (const title of ['Director', 'Officer', 'Chief Happiness Officer', 'Technician']) expect(matchOccupation(title), title).toBeNull();
  });
});

describe('skill translations', () => {
  it('read Dutch and Portuguese design and pharmacy skills as the lexicon\'s', () => {
    expect(lookupSkill('Typografie')?.name).toBe('Typography');
    expect(lookupSkill('Huisstijlontwikkeling')?.name).toBe('Branding');
    expect(lookupSkill('Dispensa de medicamentos')?.name).toBe('Dispensing');
    expect(lookupSkill('Preparação de medicamentos manipulados')?.name).toBe('Compounding');
    expect(lookupSkill('Staad Pro')?.name).toBe('STAAD.Pro');
  });
});
