import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { buildTestCv } from '../testing/build-test-cv';
import { cvFactsOf } from './index';

const NOW = new Date('2026-01-01T00:00:00Z');
const skillsOf = (certifications: string[]) => {
  const { cv } = buildTestCv({ name: 'Sam Lee', jobs: [{ title: 'Plumber', employer: 'Acme Plumbing', start: '2020-01', end: 'present', bullets: ['Installed hot water systems.'] }], certifications });
  return cvFactsOf(cv, { asOf: NOW, knowledge }).skills.found.map((e) => e.skill.name);
};

describe('the body that keeps a register', () => {
  it('is no skill: "VBA Registered Plumber" shows no Visual Basic', () => {
    expect(skillsOf(['VBA Registered Plumber – Licence No. 12345'])).not.toContain('VBA');
  });

  it('leaves a certificate that names what it tests', () => {
    expect(skillsOf(['VBA for Excel Certificate'])).toContain('VBA');
  });
});
