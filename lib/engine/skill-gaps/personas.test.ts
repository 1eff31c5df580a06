/**
 * Issue 16's five people through the real engine and knowledge base: each is compared with the
 * right occupation, the gap report asks what that job (or the job description) asks, and the
 * learning path fits the skill: tasks of the skill's kind, durations and URLs from the curated
 * resource list, no resource stretched over unrelated skills.
 */
import { describe, expect, it } from 'vitest';
import resourcesFile from '../cv/knowledge/data/learning-resources.json';
import { matchTitle } from '../cv/knowledge';
import { generateSkillGap } from './generate';
import { gameDeveloper, goEngineer, hrManager, nurseInMadrid, PERSONA_NOW, student, type Persona } from './testing/personas';

const gapOf = (p: Persona) =>
  generateSkillGap({ parsed: p.parsed, result: p.analysis.result, targetRole: p.targetRole, targetIndustry: p.targetIndustry, now: PERSONA_NOW, jobDescription: p.jobDescription });

interface CuratedResource { url: string; duration: string }
const curated = resourcesFile as unknown as { skills: Record<string, CuratedResource[]>; fallbacks: Record<string, CuratedResource> };
const CURATED = new Map<string, CuratedResource>([...Object.values(curated.skills).flat(), ...Object.values(curated.fallbacks)].map((r) => [r.url, r]));

const people = { gameDeveloper: gameDeveloper(), nurseInMadrid: nurseInMadrid(), goEngineer: goEngineer(), hrManager: hrManager(), student: student() };

describe('skill gaps and learning paths for five people of different trades and countries', () => {
  it('compares each with the right occupation', () => {
    expect(matchTitle(people.gameDeveloper.targetRole)?.occupation?.soc).toBe('15-1255.01');
    expect(matchTitle(people.nurseInMadrid.targetRole)?.occupation?.soc).toMatch(/^29-1141/);
    expect(matchTitle(people.goEngineer.targetRole)?.occupation?.soc).toBe('15-1252.00');
    expect(matchTitle(people.hrManager.targetRole)?.occupation?.soc).toBe('11-3121.00');
    expect(matchTitle(people.student.targetRole)?.occupation?.soc).toMatch(/^15-125[24]/);
  });

  it('measures a senior game developer against game development: no SQL first, no AWS certificates', () => {
    const report = gapOf(people.gameDeveloper);
    expect(report.existing_strengths.map((s) => s.skill_name)).toEqual(expect.arrayContaining(['Unreal Engine', 'Unity', 'C++']));
    expect(report.learning_path[0]?.skill_name).not.toMatch(/^SQL$/i);
    const asked = [...report.skill_gaps.map((g) => g.skill_name), ...report.learning_path.map((s) => s.skill_name)];
    expect(asked.filter((n) => /\bAWS\b|SQL/i.test(n))).toEqual([]);
    expect(report.overall_readiness).toBeGreaterThan(40);
    // graphics and engine skills are taught by their own references, not a web or agile course
    const urls = report.learning_path.flatMap((s) => s.resources.map((r) => r.url));
    expect(urls.filter((u) => /developer\.mozilla\.org\/en-US\/docs\/Learn$|atlassian\.com\/agile/.test(u))).toEqual([]);
    expect(people.gameDeveloper.analysis.result.keywords.hard_skills).toEqual(expect.arrayContaining(['Unreal Engine', 'Unreal Blueprints']));
  });

  it('prices a nurse in Madrid in euros from Spanish data, naming source and year', () => {
    const salary = people.nurseInMadrid.analysis.result.salary_intelligence;
    expect(salary.primary_region).toBe('ES');
    expect(salary.estimated_range.currency).toBe('EUR');
    const drivers = salary.salary_drivers.map((d) => d.explanation).join('\n');
    expect(drivers).toMatch(/Registered Nurse/);
    expect(drivers).toMatch(/Spain/);
    // a public-service nurse is paid on the SNS scale, which replaces the statistics-based model
    expect(drivers).toMatch(/ILOSTAT|Eurostat|INE|Spanish public health services/);
    expect(drivers).toMatch(/\b20\d\d\b/);
  });

  it('asks a nurse in Madrid for no credential that only the US, the UK or Australia issues', () => {
    const report = gapOf(people.nurseInMadrid);
    const asked = [...report.skill_gaps.map((g) => g.skill_name), ...report.learning_path.map((s) => s.skill_name)];
    expect(asked.filter((n) => /NCLEX|CCRN|NMC|AHPRA|RN license/.test(n))).toEqual([]);
    const result = people.nurseInMadrid.analysis.result;
    const said = JSON.stringify([result.keywords, result.salary_intelligence.salary_drivers, result.suggestions]);
    expect(said).not.toMatch(/NCLEX|CCRN|AHPRA/);
  });

  it('lets the job description outrank the occupation: a Go engineer is asked for what the posting names', () => {
    const report = gapOf(people.goEngineer);
    const gaps = new Map(report.skill_gaps.map((g) => [g.skill_name, g]));
    for (const notAsked of ['Node.js', 'MongoDB', 'C++', 'Java', 'GraphQL']) expect(gaps.has(notAsked), notAsked).toBe(false);
    expect(gaps.get('Kubernetes')?.priority).toBe('critical');
    // "Nice to have: Terraform, AWS": wanted, not critical
    expect(gaps.get('Terraform')?.priority).not.toBe('critical');
    expect(report.existing_strengths.map((s) => s.skill_name)).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kafka']));
    // without the posting the occupation's list applies again
    const generic = generateSkillGap({ ...people.goEngineer, result: people.goEngineer.analysis.result, now: PERSONA_NOW, jobDescription: null });
    expect(generic.skill_gaps.map((g) => g.skill_name)).not.toEqual(report.skill_gaps.map((g) => g.skill_name));
  });

  it('gives an HR business partner aiming at HR manager management gaps, crediting the HR work done', () => {
    const report = gapOf(people.hrManager);
    expect(report.existing_strengths.map((s) => s.skill_name)).toEqual(expect.arrayContaining(['Employee relations']));
    expect(report.skill_gaps.map((g) => g.skill_name)).toEqual(expect.arrayContaining(['People management']));
    expect(report.skill_gaps.map((g) => g.skill_name)).not.toContain('Employee relations');
  });

  it('gives a student page-building tasks for HTML and CSS, not command-line tools', () => {
    const report = gapOf(people.student);
    for (const step of report.learning_path) {
      if (/^(HTML|CSS)$/i.test(step.skill_name)) expect(step.milestone).not.toMatch(/command-line/i);
    }
    expect(report.skill_gaps.every((g) => g.required_level !== 'expert')).toBe(true);
  });

  describe.each(Object.entries(people))('%s: the learning path', (_name, person) => {
    const report = gapOf(person);
    const resources = report.learning_path.flatMap((s) => s.resources.map((r) => ({ skill: s.skill_name, ...r })));

    it('uses only curated URLs, with the resource\'s own duration', () => {
      expect(report.learning_path.length).toBeGreaterThan(0);
      for (const r of resources) {
        const known = CURATED.get(r.url);
        expect(known, r.url).toBeDefined();
        expect(r.duration, r.url).toBe(known!.duration);
      }
    });

    it('does not recommend one resource for unrelated skills', () => {
      const skillsByUrl = new Map<string, Set<string>>();
      for (const r of resources) skillsByUrl.set(r.url, (skillsByUrl.get(r.url) ?? new Set()).add(r.skill));
      const stretched = [...skillsByUrl].filter(([, skills]) => skills.size > 2).map(([url, skills]) => `${url}: ${[...skills].join(', ')}`);
      expect(stretched).toEqual([]);
    });
  });
});
