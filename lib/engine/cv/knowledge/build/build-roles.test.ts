import { describe, expect, it } from 'vitest';
import type { RoleProfile } from '../types';
import { buildRoles } from './build-roles';
import type { SkillRecord } from '../data-files';

const skill = (name: string, extra: Partial<SkillRecord> = {}): SkillRecord => ({ name, aliases: [], kind: 'hard', category: 'tool', hot: false, inDemand: false, occupationCount: 1, ...extra });
const skills = [skill('SQL'), skill('Python', { hot: true, occupationCount: 50 }), skill('Excel', { hot: true, category: 'office' }), skill('Teamwork', { kind: 'soft', category: 'soft_skill' })];
const occupations = [{ soc: '15-1252.00', title: 'Software Developers' }];
const base: RoleProfile = {
  id: 'dev',
  title: 'Developer',
  synonyms: ['coder'],
  family: 'engineering',
  onetCodes: ['15-1252.00'],
  requiredHardSkills: ['SQL'],
  preferredHardSkills: [],
  softSkills: ['Teamwork'],
  industryTerms: ['code'],
  certifications: [],
  nextRoles: [],
};
const inDemandBySoc = new Map([['15-1252.00', ['Excel', 'Python', 'SQL']]]);

describe('buildRoles', () => {
  it('seeds in-demand O*NET technologies the profile lacks, but not office suites for non-office roles', () => {
    const [role] = buildRoles({ roles: [base], skills, occupations, inDemandBySoc });
    expect(role.preferredHardSkills).toEqual(['Python']);
  });

  it('adds no language to a profile that names its own: its stack is chosen', () => {
    const languages = [skill('Go', { category: 'programming_language' }), skill('C++', { category: 'programming_language', hot: true, occupationCount: 80 })];
    const goBackend = { ...base, requiredHardSkills: ['SQL', 'Go'] };
    const [role] = buildRoles({ roles: [goBackend], skills: [...skills, ...languages], occupations, inDemandBySoc: new Map([['15-1252.00', ['C++', 'Python']]]) });
    expect(role.preferredHardSkills).toEqual(['Python']);
  });

  it('fails on unknown skills, codes, next roles and colliding titles', () => {
    const build = (role: Partial<RoleProfile>, extra: RoleProfile[] = []) => () =>
      buildRoles({ roles: [{ ...base, ...role }, ...extra], skills, occupations, inDemandBySoc });
    expect(build({ requiredHardSkills: ['Cobol'] })).toThrow(/unknown hard skill "Cobol"/);
    expect(build({ softSkills: ['SQL'] })).toThrow(/unknown soft skill "SQL"/);
    expect(build({ onetCodes: ['99-9999.00'] })).toThrow(/unknown O\*NET code/);
    expect(build({ nextRoles: ['astronaut'] })).toThrow(/unknown next role/);
    expect(build({}, [{ ...base, id: 'dev-two', title: 'Coder' }])).toThrow(/already a title of dev/);
  });
});
