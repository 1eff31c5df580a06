import { describe, expect, it } from 'vitest';
import { buildSkills } from './build-skills';
import type { TechnologyRow } from './read-onet';

const row = (soc: string, example: string, hot = false, commodityTitle = 'Development environment software', inDemand = false): TechnologyRow => ({ soc, example, commodityTitle, hot, inDemand });

describe('buildSkills', () => {
  const technologies = [
    row('15-1252.00', 'PostgreSQL', true, 'Data base management system software'),
    row('15-1252.00', 'Oracle Java', true, 'Object or component oriented development software', true),
    row('15-1253.00', 'Oracle Java', true),
    row('15-1252.00', 'RESTful API', false, 'Development environment software', true),
    row('15-1252.00', 'Obscure Tool'),
    row('15-1252.00', 'Shared Tool'),
    row('15-1254.00', 'Shared Tool'),
    row('15-1252.00', 'R', true),
  ];
  const { skills, inDemandBySoc } = buildSkills({
    technologies,
    hardSkills: [['PostgreSQL', 'database', ['postgres']], ['Kubernetes', 'devops', ['k8s']], ['REST APIs', 'framework', ['restful api']]],
    softSkills: [['Teamwork', ['team work']]],
    guards: { R: 'list' },
  });
  const byName = new Map(skills.map((s) => [s.name, s]));

  it('keeps hot, shared and curated skills and drops single-occupation obscurities', () => {
    expect([...byName.keys()]).toEqual(['Java', 'Kubernetes', 'PostgreSQL', 'R', 'REST APIs', 'Shared Tool', 'Teamwork']);
  });

  it('merges O*NET flags into curated entries and counts distinct occupations', () => {
    expect(byName.get('PostgreSQL')).toMatchObject({ hot: true, occupationCount: 1, category: 'database', aliases: ['postgres'] });
    expect(byName.get('Java')).toMatchObject({ occupationCount: 2, category: 'programming_language', aliases: ['oracle java'] });
    expect(byName.get('Kubernetes')).toMatchObject({ hot: false, occupationCount: 0 });
    expect(byName.get('Teamwork')).toMatchObject({ kind: 'soft', category: 'soft_skill' });
  });

  it('marks guarded spellings as ambiguous', () => {
    expect(byName.get('R')).toMatchObject({ ambiguous: true, guards: { R: 'list' } });
    expect(byName.get('Java')!.ambiguous).toBeUndefined();
  });

  it('folds an O*NET name that is a curated alias into the curated skill', () => {
    expect(byName.get('REST APIs')).toMatchObject({ occupationCount: 1, inDemand: true });
    expect(byName.has('RESTful API')).toBe(false);
  });

  it('indexes the skills O*NET flags In Demand per occupation', () => {
    expect(inDemandBySoc.get('15-1252.00')).toEqual(['Java', 'REST APIs']);
    expect(inDemandBySoc.has('15-1253.00')).toBe(false);
  });

  it('refuses one alias claimed by two curated skills', () => {
    expect(() =>
      buildSkills({ technologies: [], hardSkills: [['Go', 'programming_language', ['golang']], ['Golang Tools', 'tool', ['golang']]], softSkills: [], guards: {} }),
    ).toThrow(/golang/);
  });
});
