import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Result, SectionReport } from '../../../schemas/analysis';
import { buildTestCv, BACKEND_CV, type TestCvSpec } from '../testing/build-test-cv';
import { testKnowledge } from '../testing/test-knowledge';
import { TEST_NOW } from '../score/testing/score-test-cv';
import { inventedFigures } from '../facts';
import { countWords } from '../score/text';
import type { AnalysisOptions } from '../types';
import { isMeasured } from '../../../schemas/not-measured';
import { GRANULAR_KEY, OVERALL_WEIGHTS } from '../score';
import { analyseWithKnowledge } from './analyse';

function analyse(spec: TestCvSpec, opts: Partial<AnalysisOptions> = {}) {
  const { doc, cv } = buildTestCv(spec);
  return analyseWithKnowledge(testKnowledge, doc, cv, { targetRole: 'Backend Engineer', now: TEST_NOW, ...opts });
}

const SPECS: Record<string, TestCvSpec> = {
  backend: BACKEND_CV,
  empty: {},
  noContactNoSummary: { ...BACKEND_CV, email: null, phone: null, linkedin: null, summary: null },
  messy: {
    ...BACKEND_CV,
    jobs: [
      { title: 'Lead Engineer', employer: 'Xerox', start: '2024-02', end: '2024-08', bullets: ['Spearheaded synergy initiatives'] },
      { title: null, employer: 'Yelp', bullets: ['Was responsible for things'] },
      { title: 'Engineer', employer: 'Zalando', start: '2023-05', end: '2022-01', bullets: [] },
    ],
    pages: 3,
    quality: { columns: 2, tables: 2, garbledRatio: 0.02, imageCount: 1 },
    extraSections: [{ heading: 'Stuff I like', type: 'other', lines: ['hiking'] }],
  },
};

describe('analyseWithKnowledge', () => {
  it.each(Object.keys(SPECS))('%s: output validates against the API schemas', (name) => {
    const out = analyse(SPECS[name]);
    expect(() => Result.parse(out.result)).not.toThrow();
    for (const s of out.sections) expect(() => SectionReport.parse(s)).not.toThrow();
  });

  it('any CV shape yields a schema-valid, internally consistent report', () => {
    const month = fc.tuple(fc.integer({ min: 2005, max: 2025 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
    const job = fc.record({
      title: fc.option(fc.constantFrom('Engineer', 'Senior Backend Engineer', 'Intern', 'Head of Data', 'Data Analyst'), { nil: null }),
      employer: fc.option(fc.constantFrom('Acme', 'Globex', 'Initech'), { nil: null }),
      start: fc.option(month, { nil: undefined }),
      end: fc.option(fc.oneof(month, fc.constant('present')), { nil: undefined }),
      bullets: fc.array(fc.constantFrom('Helped build the API', 'Cut costs by 20%', 'Responsible for Kafka', 'Leveraged synergy', 'Mentored 3 engineers'), { maxLength: 5 }),
    });
    const spec = fc.record({
      email: fc.option(fc.constant('a@b.co'), { nil: null }),
      phone: fc.option(fc.constant('+1 555 0100'), { nil: null }),
      summary: fc.option(fc.constant('Engineer with 5 years of Go.'), { nil: null }),
      jobs: fc.array(job, { maxLength: 4 }),
      skills: fc.subarray(['Go', 'SQL', 'Tableau', 'Leadership', 'Docker']),
    });
    fc.assert(
      fc.property(spec, (s) => {
        const out = analyse(s);
        Result.parse(out.result);
        expect(out.result.projected_score.min).toBeGreaterThanOrEqual(out.scores.overall);
        expect(out.result.projected_score.max).toBeLessThanOrEqual(100);
        for (const g of out.result.generated_summaries) expect(g.word_count).toBe(countWords(g.text));
      }),
      { numRuns: 30 },
    );
  });

  it('top-level scores equal their granular twins', () => {
    const { scores, result } = analyse(BACKEND_CV);
    const g = result.granular_scores;
    expect(scores).toEqual({ overall: g.overall_score, ats: g.ats_score, keyword: g.keyword_score, formatting: g.formatting_score, impact: g.impact_score });
    expect(g.ats_score).toBe(g.ats_compatibility);
    expect(result.score_explanations).toHaveLength(17);
    for (const e of result.score_explanations) expect(e.score).toBe(g[e.dimension as keyof typeof g]);
  });

  it('is deterministic: the same input gives deep-equal output', () => {
    const opts = { jobDescription: 'Go and Kafka engineer for distributed systems' };
    expect(analyse(SPECS.messy, opts)).toEqual(analyse(SPECS.messy, opts));
    expect(analyse(BACKEND_CV, opts)).toEqual(analyse(BACKEND_CV, opts));
  });

  it('a two-year gap yields an employment_gap red flag naming its dates', () => {
    const { result } = analyse({
      ...BACKEND_CV,
      jobs: [
        { ...BACKEND_CV.jobs![0], start: '2021-03' },
        { ...BACKEND_CV.jobs![1], start: '2016-06', end: '2019-02' },
      ],
    });
    const gap = result.red_flags.find((f) => f.type === 'employment_gap');
    expect(gap).toBeDefined();
    expect(gap!.description).toContain('Mar 2019');
    expect(gap!.description).toContain('Feb 2021');
    expect(gap!.description).toContain('24-month');
    expect(gap!.severity).toBe('high');
  });

  it('short tenures, reversed and missing dates and missing contact become red flags', () => {
    const types = analyse({ ...SPECS.messy, email: null }).result.red_flags.map((f) => f.type);
    expect(types).toEqual(expect.arrayContaining(['short_tenure', 'missing_dates', 'date_inconsistency', 'missing_contact']));
    expect(analyse({}).result.red_flags.map((f) => f.type)).toContain('no_experience');
  });

  it('names the years, not invented months, for a gap between year-only dates', () => {
    const { result } = analyse({
      ...BACKEND_CV,
      jobs: [
        { ...BACKEND_CV.jobs![0], start: '2019', end: 'present' },
        { ...BACKEND_CV.jobs![1], start: '2014', end: '2017' },
      ],
    });
    const gap = result.red_flags.find((f) => f.type === 'employment_gap')!;
    expect(gap.description).toMatch(/^Gap of at least 12 months \(2018\), between .*; the CV gives years only\.$/);
    expect(gap.description).not.toMatch(/Jan 2018|Dec 2018/);
    expect(gap.mitigation).toContain('for 2018 naming');
  });

  it('does not flag an internship, Stage or Praktikum as a short tenure, but still flags a short permanent role', () => {
    const flags = (title: string) =>
      analyse({
        ...BACKEND_CV,
        jobs: [
          { ...BACKEND_CV.jobs![0], start: '2021-03' },
          { title, employer: 'Dyson', start: '2020-06', end: '2020-11', bullets: ['Built a test harness in Python'] },
          { ...BACKEND_CV.jobs![1], start: '2016-06', end: '2020-05' },
        ],
      }).result.red_flags.filter((f) => f.type === 'short_tenure');
    expect(flags('Software Engineering Intern')).toEqual([]);
    expect(flags('Stage Data Analyst')).toEqual([]);
    expect(flags('Praktikum Softwareentwicklung')).toEqual([]);
    expect(flags('Open Source Contributor & Team Leader')).toEqual([]);
    expect(flags('KPCB Fellow')).toEqual([]);
    expect(flags('Software Engineer')).toHaveLength(1);
  });

  it('weak-opener bullets get strong-verb rewrites with placeholders and no invented numbers', () => {
    const { result } = analyse(BACKEND_CV);
    const byOriginal = new Map(result.bullet_rewrites.map((r) => [r.original_text, r]));
    const responsible = byOriginal.get('Responsible for the payments service written in Go')!;
    expect(responsible.rewritten_text).toMatch(/^Managed the payments service written in Go/);
    // no metric rule reads a measure in "the payments service": no generic "[metric]" filler, a question instead
    expect(responsible.rewritten_text).not.toMatch(/\[/);
    expect(responsible.improvement_explanation).toMatch(/adds no figure/);
    expect(byOriginal.get('Helped migrate services to Kubernetes')!.rewritten_text).toMatch(/\[N\]/);
    expect(byOriginal.get('Helped migrate services to Kubernetes')!.rewritten_text).toMatch(/^Migrated services to Kubernetes/);
    for (const r of result.bullet_rewrites) expect(inventedFigures(r.original_text, r.rewritten_text)).toEqual([]);
    // a strong, measured bullet is left alone
    expect(byOriginal.has('Reduced p99 API latency by 40% by redesigning the caching layer with Redis')).toBe(false);
  });

  it('never invents numbers in rewrites, whatever the bullets say', () => {
    const bullet = fc
      .tuple(
        fc.constantFrom('Responsible for', 'Helped', 'Worked on', 'Assisted with', 'Spearheaded', 'Built', ''),
        fc.array(fc.constantFrom('the', 'billing', 'team', '12', 'users', 'cost', 'latency', 'reduced', '3.5%', 'migrate', '$40k', 'pipeline'), { minLength: 1, maxLength: 10 }),
      )
      .map(([opener, rest]) => `${opener} ${rest.join(' ')}`.trim());
    fc.assert(
      fc.property(fc.array(bullet, { minLength: 1, maxLength: 6 }), (bullets) => {
        const { result } = analyse({ ...BACKEND_CV, jobs: [{ title: 'Engineer', employer: 'A', start: '2020-01', end: 'present', bullets }] });
        for (const r of result.bullet_rewrites) expect(inventedFigures(r.original_text, r.rewritten_text)).toEqual([]);
        for (const u of result.quantification_audit.unquantified_bullets) expect(inventedFigures(u.original_text, u.rewrite_with_metrics)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('audits quantification bullet by bullet with fitting metrics', () => {
    const audit = analyse(BACKEND_CV).result.quantification_audit;
    expect(audit).toMatchObject({ total_bullets: 7, quantified_bullets: 3, quantification_rate: 42.9 });
    expect(audit.unquantified_bullets).toHaveLength(4);
    const migrate = audit.unquantified_bullets.find((u) => u.original_text.startsWith('Helped migrate'))!;
    expect(migrate.suggested_metrics[0]).toMatch(/services migrated/);
  });

  it('generated summaries state their true word count and use the CV facts', () => {
    const { result } = analyse(BACKEND_CV);
    expect(result.generated_summaries.map((s) => s.style)).toEqual(['achievement_focused', 'skills_focused', 'leadership_focused', 'concise']);
    for (const s of result.generated_summaries) {
      expect(s.word_count).toBe(countWords(s.text));
      expect(s.text).toContain('Senior Backend Engineer');
    }
    expect(result.generated_summaries[0].text).toContain('reduced p99 API latency by 40%');
    const noLeadership = analyse({ ...BACKEND_CV, jobs: BACKEND_CV.jobs!.map((j) => ({ ...j, bullets: j.bullets.filter((b) => !b.startsWith('Mentored')) })) });
    expect(noLeadership.result.generated_summaries.map((s) => s.style)).not.toContain('leadership_focused');
  });

  it('writes no summary that is a title alone, which the improved CV would print for its own', () => {
    const { result } = analyse({
      name: 'Deshawn Pollard',
      summary: 'Aircraft maintenance officer with fifteen years of leading flight-line crews.',
      jobs: [
        { title: 'Maintenance Operations Officer', employer: 'Buckley Space Force Base', start: '2012', end: 'present', bullets: [] },
        { title: 'Flight Line Supervisor', employer: 'Peterson Air Force Base', start: '2006', end: '2012', bullets: [] },
      ],
      skills: [],
    });
    for (const s of result.generated_summaries) expect(s.text).not.toMatch(/^Maintenance Operations Officer(?: with \d+ years of experience)?\.$/);
  });

  it('writes no summary for a CV in another language, nor points at one', () => {
    const { doc, cv } = buildTestCv({ ...BACKEND_CV, summary: null });
    const { result } = analyseWithKnowledge(testKnowledge, doc, { ...cv, language: 'es' }, { targetRole: 'Backend Engineer', now: TEST_NOW });
    expect(result.generated_summaries).toEqual([]);
    expect(result.improvement_actions.map((a) => a.action).join(' ')).not.toMatch(/generated summaries/);
  });

  it('improvement gains are re-scored and the projection adds them up', () => {
    const { result, scores } = analyse({ ...BACKEND_CV, summary: null, phone: null, linkedin: null });
    const actions = result.improvement_actions;
    expect(actions.map((a) => a.category)).toEqual(expect.arrayContaining(['content', 'contact', 'structure']));
    for (const a of actions) expect(a.estimated_score_gain).toBeGreaterThan(0);
    const quick = actions.filter((a) => a.effort === 'quick_win').reduce((s, a) => s + a.estimated_score_gain, 0);
    const all = actions.reduce((s, a) => s + a.estimated_score_gain, 0);
    expect(result.projected_score).toEqual({ min: Math.min(100, scores.overall + quick), max: Math.min(100, scores.overall + all) });
  });

  it('salary follows the CV country, and job matches include the target role', () => {
    const gb = analyse({ ...BACKEND_CV, country: 'GB', phone: '+44 20 7946 0000' }).result.salary_intelligence;
    expect(gb.primary_region).toBe('GB');
    expect(gb.estimated_range.currency).toBe('GBP');
    expect(gb.global_ranges.map((g) => g.country)).not.toContain('GB');
    expect(gb.global_ranges.length).toBe(6);
    const us = analyse(BACKEND_CV).result;
    expect(us.salary_intelligence.experience_level).toBe('senior');
    expect(us.job_matches[0].title).toBe('Backend Engineer');
    const analyst = analyse(BACKEND_CV, { targetRole: 'Data Analyst' }).result.job_matches;
    expect(analyst.map((m) => m.title)).toContain('Data Analyst');
  });

  it('keywords separate must-haves from nice-to-haves and include job-description terms', () => {
    const { keywords } = analyse(BACKEND_CV, { jobDescription: 'Backend role: Go, Terraform and gRPC. Strong api design and api design reviews.' }).result;
    expect(keywords.present).toContain('Go');
    expect(keywords.missing).toEqual(expect.arrayContaining(['Terraform', 'gRPC']));
    // PostgreSQL is queried in SQL: the skill gap reads it so, and the report agrees
    expect(keywords.missing).not.toContain('SQL');
    expect(keywords.recommended).not.toContain('Terraform');
    expect(keywords.hard_skills).toContain('Kafka');
    expect(keywords.soft_skills).toContain('Mentoring');
  });

  it('the title and description cite the strongest and weakest dimensions', () => {
    const { result } = analyse(BACKEND_CV);
    expect(result.analysis_title).toMatch(/^Senior Backend Engineer CV — \w+ [\w ]+, \w+ [\w ]+$/);
    expect(result.analysis_description).toContain(`Overall ${result.granular_scores.overall_score}/100`);
  });

  it('with no target role, no job description and no job title, relevance is not measured and not blamed', () => {
    const untitled: TestCvSpec = { ...BACKEND_CV, jobs: BACKEND_CV.jobs!.map((j) => ({ ...j, title: null })) };
    const { result } = analyse(untitled, { targetRole: '' });
    const relevance = result.score_explanations.find((e) => e.dimension === 'relevance_score')!;
    expect(relevance.explanation).toMatch(/^Not measured/);
    expect(isMeasured(relevance)).toBe(false);
    // the keyword composite leaves it out too
    const g0 = result.granular_scores;
    expect(g0.keyword_score).toBe(Math.round((0.4 * g0.hard_skills_coverage + 0.15 * g0.soft_skills_coverage + 0.15 * g0.keyword_density) / 0.7));
    const overall = result.score_explanations.find((e) => e.dimension === 'overall_score')!;
    expect(overall.explanation).toMatch(/^Weighted mean of 15 dimensions \(relevance not measured/);
    expect(overall.explanation).not.toMatch(/weakest relevance/);
    expect(result.analysis_description).not.toMatch(/relevance/i);
    expect(result.analysis_title).not.toMatch(/relevance/);
    // the other fifteen keep their proportions
    const g = result.granular_scores;
    const { relevance: _r, ...others } = OVERALL_WEIGHTS;
    const total = Object.values(others).reduce((a, b) => a + b, 0);
    const key = Object.fromEntries(result.score_explanations.map((e) => [e.dimension, e.score]));
    const byDimension = Object.entries(others).reduce((s, [d, w]) => s + (w / total) * key[GRANULAR_KEY[d as keyof typeof others]], 0);
    expect(g.overall_score).toBe(Math.round(byDimension));
    // the same CV measured against a role keeps relevance in the mean
    const targeted = analyse(untitled, { targetRole: 'Backend Engineer' }).result;
    expect(targeted.score_explanations.find((e) => e.dimension === 'overall_score')!.explanation).toMatch(/^Weighted mean of 16 dimensions;/);
  });

  it('one section report per detected section type', () => {
    const { sections } = analyse(SPECS.messy);
    expect(sections.map((s) => s.section_type)).toEqual(['contact', 'summary', 'experience', 'education', 'skills', 'other']);
    expect(sections.find((s) => s.section_type === 'other')!.suggestions[0].title).toContain('Stuff I like');
    // an Indian CV's declaration and an academic CV's teaching are no headings to rename
    for (const heading of ['DECLARATION', 'Teaching']) {
      const own = analyse({ ...BACKEND_CV, extraSections: [{ heading, type: 'other', lines: ['I hereby declare that the above is true to the best of my knowledge.'] }] }).sections;
      expect(own.find((s) => s.section_type === 'other')!.suggestions.map((x) => x.title).join(' ')).not.toMatch(/Rename/);
    }
  });
});

describe('target industry', () => {
  it("adds the industry's words the CV uses to the keywords and recommends the ones it lacks", () => {
    const fintech = analyse(BACKEND_CV, { targetIndustry: 'Fintech' }).result.keywords;
    const none = analyse(BACKEND_CV).result.keywords;
    // the backend CV runs a payments service
    expect(fintech.present).toContain('payments');
    expect(fintech.industry_terms).toContain('payments');
    expect(none.industry_terms).not.toContain('payments');
    expect(fintech.recommended).toEqual(expect.arrayContaining(['compliance']));
    expect(none.recommended).not.toContain('compliance');
    // an industry we do not know changes nothing
    expect(analyse(BACKEND_CV, { targetIndustry: 'Underwater basket weaving' }).result.keywords).toEqual(none);
  });
});
