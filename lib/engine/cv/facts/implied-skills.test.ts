import { describe, expect, it } from 'vitest';
import { lookupSkill } from '../knowledge';
import type { SkillInfo } from '../knowledge/types';
import { impliedBy, implies } from './implied-skills';

const skill = (name: string): SkillInfo => {
  const s = lookupSkill(name);
  if (!s) throw new Error(`no skill ${name}`);
  return s;
};

describe('implied skills', () => {
  it('reads a CI service as CI/CD and a Git host as Git', () => {
    expect(implies(skill('GitHub Actions'), 'CI/CD')).toBe(true);
    expect(implies(skill('Jenkins'), 'CI/CD')).toBe(true);
    expect(implies(skill('GitLab'), 'Git')).toBe(true);
    expect(impliedBy('SQL', [skill('PostgreSQL'), skill('Docker')]).map((s) => s.name)).toEqual(['PostgreSQL']);
  });

  it('reads a record system a clinician charts in as electronic health records', () => {
    expect(implies(skill('Epic'), 'Electronic health records')).toBe(true);
    expect(impliedBy('Electronic health records', [skill('Cerner'), skill('Excel')]).map((s) => s.name)).toEqual(['Cerner']);
  });

  it("reads a product of SAP's as SAP", () => {
    expect(implies(skill('SAP Business One'), 'SAP')).toBe(true);
    expect(impliedBy('SAP', [skill('SAP Maintenance'), skill('Excel')]).map((s) => s.name)).toEqual(['SAP Maintenance']);
  });

  it('reads a CRM product as CRM', () => {
    expect(implies(skill('Salesforce'), 'CRM')).toBe(true);
    expect(impliedBy('CRM', [skill('HubSpot'), skill('Excel')]).map((s) => s.name)).toEqual(['HubSpot']);
    expect(implies(skill('LinkedIn Sales Navigator'), 'CRM')).toBe(false);
    expect(implies(skill('Contract negotiation'), 'Negotiation')).toBe(true);
  });

  it('reads a structural analysis package as structural analysis', () => {
    expect(implies(skill('STAAD.Pro'), 'Structural analysis')).toBe(true);
    expect(implies(skill('AutoCAD'), 'Structural analysis')).toBe(false);
  });

  it('reads a BLS, ACLS or PALS certificate as CPR, and a CPR certificate as none of them', () => {
    expect(implies(skill('BLS'), 'CPR')).toBe(true);
    expect(impliedBy('CPR', [skill('ACLS'), skill('Wound care')]).map((s) => s.name)).toEqual(['ACLS']);
    expect(implies(skill('CPR'), 'BLS')).toBe(false);
    expect(impliedBy('BLS', [skill('CPR')])).toEqual([]);
  });

  it('keeps to certain implications', () => {
    expect(implies(skill('Kubernetes'), 'Docker')).toBe(false);
    expect(implies(skill('Docker'), 'CI/CD')).toBe(false);
    expect(impliedBy('Git', [skill('Git')])).toEqual([]);
  });
});
