import { describe, expect, it } from 'vitest';
import { certificateName } from './certificate-name';

describe('certificateName', () => {
  it('puts a year printed before the name after it', () => {
    expect(certificateName('2021, Cloud Certified: Network Associate, Example Cloud')).toBe('Cloud Certified: Network Associate, Example Cloud, 2021');
    expect(certificateName('2021 Cloud Certified Associate')).toBe('Cloud Certified Associate, 2021');
    expect(certificateName('2021Cloud Certified Associate')).toBe('Cloud Certified Associate, 2021');
    expect(certificateName('(2019) First Aid at Work')).toBe('First Aid at Work, 2019');
  });

  it('moves a month and year or a range the same way', () => {
    expect(certificateName('Jun 2021 – Scrum Practitioner')).toBe('Scrum Practitioner, Jun 2021');
    expect(certificateName('2019 - 2022: Food Hygiene Level 2')).toBe('Food Hygiene Level 2, 2019–2022');
  });

  it('leaves a name printed first, or one that starts with a number of its own, as written', () => {
    expect(certificateName('Scrum Practitioner, 2021')).toBe('Scrum Practitioner, 2021');
    expect(certificateName('Food Hygiene Level 2 (2019)')).toBe('Food Hygiene Level 2 (2019)');
    expect(certificateName('ISO 9001 Internal Auditor')).toBe('ISO 9001 Internal Auditor');
    expect(certificateName('2365 Diploma in Electrical Installations')).toBe('2365 Diploma in Electrical Installations');
  });
});
