import { describe, expect, it } from 'vitest';
import { BACKEND_CV, buildTestCv, type TestCvSpec } from '../testing/build-test-cv';
import { testKnowledge } from '../testing/test-knowledge';
import { resolveTarget, scoreCv } from './index';
import { scoreTestCv, TEST_NOW } from './testing/score-test-cv';
import { OVERALL_WEIGHTS } from './overall';
import { DIMENSIONS } from './types';

const withBullets = (bullets: string[][]): TestCvSpec => ({
  ...BACKEND_CV,
  jobs: BACKEND_CV.jobs!.map((j, i) => ({ ...j, bullets: bullets[i] ?? j.bullets })),
});

describe('dimension scores respond to what the CV shows', () => {
  const base = scoreTestCv(BACKEND_CV);

  it('adding metrics to bullets raises quantification and impact', () => {
    const measured = scoreTestCv(
      withBullets([
        [
          'Reduced p99 API latency by 40% by redesigning the caching layer with Redis',
          'Owned the payments service written in Go, processing $2M per day',
          'Migrated 14 services to Kubernetes, cutting hosting cost by 30%',
          'Mentored 4 engineers through code reviews and pairing',
        ],
        [
          'Built the order pipeline using Kafka and PostgreSQL, handling 5,000 orders per hour',
          'Built a CI/CD pipeline with Docker that cut release time from 2 days to 3 hours',
          'Resolved 20 incidents per month as on-call engineer for the API platform',
        ],
      ]),
    );
    expect(measured.dimensions.quantification_level.score).toBeGreaterThan(base.dimensions.quantification_level.score);
    expect(measured.dimensions.impact.score).toBeGreaterThan(base.dimensions.impact.score);
    expect(measured.dimensions.quantification_level.score).toBe(100);
  });

  it('removing the email lowers contact completeness by its 30 points and fails an ATS check', () => {
    const noEmail = scoreTestCv({ ...BACKEND_CV, email: null });
    expect(base.dimensions.contact_completeness.score).toBe(100);
    expect(noEmail.dimensions.contact_completeness.score).toBe(70);
    expect(noEmail.atsFindings.map((f) => f.code)).toContain('MISSING_EMAIL');
    expect(noEmail.dimensions.ats_compatibility.score).toBe(base.dimensions.ats_compatibility.score - 30);
  });

  it('a GitHub or portfolio link is expected only where public work matters', () => {
    const noLink = { ...BACKEND_CV, github: null };
    expect(scoreTestCv(noLink).dimensions.contact_completeness.score).toBe(90);
    expect(scoreTestCv(noLink, { targetRole: 'Engineering Manager' }).dimensions.contact_completeness.score).toBe(100);
  });

  it('without a target role, the CV\'s own work decides whether a GitHub or portfolio link is asked for', () => {
    const manager: TestCvSpec = {
      ...BACKEND_CV,
      github: null,
      jobs: BACKEND_CV.jobs!.map((j) => ({ ...j, title: 'Engineering Manager' })),
    };
    const noTarget = { targetRole: '' };
    const scored = scoreTestCv(manager, noTarget);
    expect(scored.dimensions.contact_completeness.score).toBe(100);
    expect(scored.dimensions.contact_completeness.suggestions.map((x) => x.title).join(' ')).not.toMatch(/portfolio|GitHub/i);
    // a developer without a target still gets the advice; a CV whose work is not placed does not
    expect(scoreTestCv({ ...BACKEND_CV, github: null }, noTarget).dimensions.contact_completeness.suggestions.map((x) => x.title)).toContain('Add your portfolio or GitHub link');
    const unplaced = { ...manager, jobs: manager.jobs!.map((j) => ({ ...j, title: 'Approved Electrician' })) };
    expect(scoreTestCv(unplaced, noTarget).dimensions.contact_completeness.score).toBe(100);
  });

  it('a weakness never praises what the facts do not show (no target, no strong opener, no soft skill)', () => {
    const plain = scoreTestCv(
      {
        ...withBullets([
        ['Inspection and testing of new installations', 'Containment installation on hospital fit-outs', 'Fault finding on site', 'Site supervision of two apprentices'],
        ['Rewiring of council housing', 'Installation of fire alarms', 'Periodic inspection reports'],
        ]),
        summary: 'Approved electrician.',
        skills: ['Go'],
      },
      { targetRole: '' },
    );
    const d = plain.dimensions;
    expect(d.action_verb_strength.top_weakness).not.toMatch(/strong and varied/);
    expect(d.action_verb_strength.top_weakness).toMatch(/^7 of 7 bullets open without a strong action verb/);
    expect(d.relevance.top_weakness).toBe('No target role or job description was given to compare with');
    expect(plain.dimensions.soft_skills_coverage.explanation).toMatch(/^0 soft skills/);
    expect(plain.dimensions.soft_skills_coverage.top_weakness).toBe('No soft skill is named or shown in a bullet');
    // a target with a skill profile and nothing missing may still say so
    expect(scoreTestCv(BACKEND_CV, { targetRole: 'Backend Engineer' }).dimensions.relevance.top_weakness).not.toMatch(/given to compare/);
  });

  it('a matching job description raises relevance above a non-matching one', () => {
    const matching = scoreTestCv(BACKEND_CV, {
      jobDescription:
        'We need a backend engineer with Go, PostgreSQL, Kafka and Kubernetes to build distributed systems. Distributed systems experience and caching layer design required.',
    });
    const unrelated = scoreTestCv(BACKEND_CV, {
      jobDescription: 'Looking for a data analyst fluent in Tableau, Excel and Salesforce reporting. Salesforce reporting and dashboards daily.',
    });
    expect(matching.dimensions.relevance.score).toBeGreaterThan(unrelated.dimensions.relevance.score);
    expect(matching.dimensions.relevance.score).toBeGreaterThan(base.dimensions.relevance.score);
  });

  it('weak openers lower action-verb strength', () => {
    const weak = scoreTestCv(
      withBullets([
        ['Responsible for the API', 'Helped with deployments', 'Worked on caching', 'Assisted with hiring'],
        ['Responsible for billing', 'Helped the QA team', 'Worked on reports'],
      ]),
    );
    expect(weak.dimensions.action_verb_strength.score).toBeLessThan(base.dimensions.action_verb_strength.score);
  });

  it('rising titles score higher career progression than falling ones', () => {
    const falling = scoreTestCv({
      ...BACKEND_CV,
      jobs: [
        { ...BACKEND_CV.jobs![0], title: 'Junior Developer' },
        { ...BACKEND_CV.jobs![1], title: 'Lead Engineer' },
      ],
    });
    expect(base.dimensions.career_progression.score).toBeGreaterThan(falling.dimensions.career_progression.score);
  });

  it('a multi-column layout costs 12 ATS points', () => {
    const columns = scoreTestCv({ ...BACKEND_CV, quality: { columns: 2 } });
    expect(columns.dimensions.ats_compatibility.score).toBe(base.dimensions.ats_compatibility.score - 12);
  });

  it('a missing summary scores 0 and a summary naming role, years, skills and a result scores high', () => {
    expect(scoreTestCv({ ...BACKEND_CV, summary: null }).dimensions.summary_effectiveness.score).toBe(0);
    const full = scoreTestCv({
      ...BACKEND_CV,
      summary:
        'Backend engineer with 7 years of experience building distributed payment systems in Go, PostgreSQL and Kubernetes for companies such as Acme and Globex. Reduced p99 API latency by 40% and cut release time from 2 days to 3 hours.',
    });
    expect(full.dimensions.summary_effectiveness.score).toBe(100);
  });

  it("does not ask an Italian summary to state its years or drop 'I' (it reads neither), and still asks for a measured result", () => {
    const { doc, cv } = buildTestCv({ ...BACKEND_CV, summary: 'Sviluppatore backend con oltre dodici anni di esperienza, abituato a lavorare con i principali sistemi di pagamento.' });
    const options = { targetRole: 'Backend Engineer', now: TEST_NOW };
    const scored = scoreCv(testKnowledge, doc, { ...cv, language: 'it' }, options, resolveTarget(testKnowledge, options));
    const advice = scored.dimensions.summary_effectiveness.suggestions.map((s) => s.description).join(' ');
    expect(advice).not.toMatch(/years of experience|first-person/);
    expect(advice).toMatch(/measured achievement/);
  });

  it('more pages than the career stage needs lowers length optimisation', () => {
    const long = scoreTestCv({ ...BACKEND_CV, pages: 4 });
    expect(long.dimensions.length_optimization.score).toBeLessThan(base.dimensions.length_optimization.score);
  });

  it('the overall score is the documented weighted mean', () => {
    const weights = Object.values(OVERALL_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(weights).toBeCloseTo(1, 10);
    const expected = Math.round(
      (Object.keys(OVERALL_WEIGHTS) as Array<keyof typeof OVERALL_WEIGHTS>).reduce(
        (s, d) => s + OVERALL_WEIGHTS[d] * base.dimensions[d].score,
        0,
      ),
    );
    expect(base.dimensions.overall.score).toBe(expected);
  });

  it('every dimension is an integer 0..100 with text, even for an empty CV', () => {
    for (const scored of [base, scoreTestCv({})]) {
      for (const d of DIMENSIONS) {
        const s = scored.dimensions[d];
        expect(Number.isInteger(s.score)).toBe(true);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
        expect(s.explanation.length).toBeGreaterThan(10);
      }
    }
  });
});
