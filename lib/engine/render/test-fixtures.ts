/**
 * Parsed CVs and an analysis result used by the generation tests, the preview script and the
 * benchmark. Kept beside the code so all three exercise the same, realistic input.
 */
import type { Result } from '../../schemas/analysis';
import type { ParsedCv } from '../cv/types';
import { granularScores, resultFixture } from '../cv/testing/analysis-result';
import { experienceEntry, parsedCv } from '../cv/testing/parsed-cv';

const job = experienceEntry;

export const ANA_SILVA: ParsedCv = parsedCv({
  contact: {
    name: 'Ana Silva',
    email: 'ana.silva@example.com',
    phone: '+351 912 345 678',
    phoneCountry: 'PT',
    location: 'Lisbon, Portugal',
    country: 'PT',
    linkedin: 'linkedin.com/in/ana-silva',
    github: 'github.com/anasilva',
    website: null,
  },
  summary: 'Backend engineer who builds reliable payment systems.',
  experience: [
    job({
      title: 'Senior Backend Engineer',
      employer: 'Farfetch',
      location: 'Lisbon',
      start: { year: 2021, month: 3 },
      current: true,
      bullets: [
        'Responsible for the payments API used by 3 storefronts.',
        'Worked on migrating services to Kubernetes.',
        'Mentored 4 junior engineers.',
      ],
    }),
    job({
      title: 'Software Engineer',
      employer: 'Talkdesk',
      location: 'Porto',
      start: { year: 2018, month: 9 },
      end: { year: 2021, month: 2 },
      bullets: ['Built call-routing features in Node.js and PostgreSQL.', 'Helped with on-call rotations.'],
    }),
  ],
  education: [
    {
      institution: 'Universidade de Lisboa',
      degree: 'MSc',
      field: 'Computer Science',
      start: { year: 2016, month: null },
      end: { year: 2018, month: null },
      grade: '17/20',
    },
  ],
  listedSkills: ['Communication', 'Go', 'TypeScript', 'PostgreSQL', 'Kubernetes', 'Teamwork', 'Figma'],
  certifications: ['AWS Certified Developer – Associate'],
  languages: [
    { language: 'Portuguese', proficiency: 'Native' },
    { language: 'English', proficiency: 'C1' },
  ],
  projects: [{ name: 'ledger-kit', description: 'Open-source double-entry ledger library for Go.', bullets: ['Used by 12 companies in production.'] }],
});

export const LUKASZ_ZRODLO: ParsedCv = parsedCv({
  contact: {
    name: 'Łukasz Źródło',
    email: 'lukasz.zrodlo@example.pl',
    phone: '+48 601 234 567',
    phoneCountry: 'PL',
    location: 'Kraków, Poland',
    country: 'PL',
    linkedin: null,
    github: null,
    website: 'https://zrodlo.dev/',
  },
  summary: 'Data engineer; pipelines at Allegro and Győr-based Audi Hungária.',
  experience: [
    job({
      title: 'Data Engineer',
      employer: 'Allegro',
      location: 'Kraków',
      start: { year: 2020, month: 1 },
      current: true,
      bullets: ['Designed Spark pipelines for the pricing team.', 'Cut nightly batch time from 6 hours to 90 minutes.'],
    }),
    job({
      title: 'Junior Data Analyst',
      employer: 'Audi Hungária',
      location: 'Győr',
      start: { year: 2017, month: 6 },
      end: { year: 2019, month: 12 },
      bullets: ['Maintained Power BI dashboards for plant management.'],
    }),
  ],
  education: [
    { institution: 'Politechnika Wrocławska', degree: 'BSc', field: 'Informatyka', start: null, end: { year: 2017, month: null }, grade: null },
  ],
  listedSkills: ['Python', 'Apache Spark', 'SQL', 'Power BI'],
  languages: [
    { language: 'Polski', proficiency: 'ojczysty' },
    { language: 'English', proficiency: 'C1' },
  ],
});

/** About two pages: many jobs with several bullets each, for the benchmark and pagination. */
export const TWO_PAGE_CV: ParsedCv = parsedCv({
  ...ANA_SILVA,
  experience: Array.from({ length: 7 }, (_, i) =>
    job({
      title: i === 0 ? 'Engineering Manager' : `Software Engineer ${7 - i}`,
      employer: ['Farfetch', 'Talkdesk', 'OutSystems', 'Feedzai', 'Unbabel', 'Sword Health', 'Critical Software'][i],
      location: i % 2 ? 'Porto' : 'Lisbon',
      start: { year: 2024 - 2 * i, month: 1 + i },
      end: i === 0 ? null : { year: 2025 - 2 * i, month: 12 - i },
      current: i === 0,
      bullets: [
        'Led the redesign of the checkout service, splitting a monolith into four services with clear ownership.',
        'Introduced contract tests between teams, which removed a class of release-day integration failures.',
        'Coached engineers through design reviews and wrote the onboarding guide used by every new hire.',
        'Worked with product and finance on reconciliation reports that auditors accepted without changes.',
      ],
    }),
  ),
});

/** A complete analysis result for ANA_SILVA, as the engine would return it. */
export function analysisResultFor(overrides: Partial<Result> = {}): Result {
  return resultFixture({
    keywords: {
      present: ['Kubernetes', 'PostgreSQL', 'Go'],
      missing: ['Kafka', 'gRPC'],
      recommended: ['Kafka'],
      hard_skills: ['Go', 'PostgreSQL', 'Kubernetes', 'TypeScript', 'Node.js'],
      soft_skills: ['Communication', 'Teamwork', 'Mentoring'],
      industry_terms: ['payments'],
    },
    formatting: { issues: [], strengths: [], length_assessment: 'One page: right for the experience.' },
    granular_scores: granularScores(70),
    bullet_rewrites: [
      {
        original_text: 'Responsible for the payments API used by 3 storefronts.',
        rewritten_text: 'Owned the payments API serving 3 storefronts, raising checkout success by [X%].',
        improvement_explanation: 'Leads with ownership and asks for the result.',
        issues: ['weak_verb'],
        section: 'experience',
      },
      {
        original_text: 'Worked on migrating services to Kubernetes',
        rewritten_text: 'Migrated 40 services to Kubernetes, cutting deploy time by 70%.',
        improvement_explanation: 'Invents figures: must be refused.',
        issues: ['weak_verb'],
        section: 'experience',
      },
      {
        original_text: '• helped with on-call rotations',
        rewritten_text: 'Shared on-call duty for [N] services, resolving incidents within [X] minutes.',
        improvement_explanation: 'Active verb with placeholders for the numbers.',
        issues: ['weak_verb'],
        section: 'experience',
      },
    ],
    salary_intelligence: {
      estimated_range: { min: 50000, max: 70000, currency: 'EUR', period: 'year' },
      primary_region: 'PT',
      experience_level: 'senior',
      global_ranges: [],
      salary_drivers: [],
    },
    quantification_audit: { total_bullets: 5, quantified_bullets: 2, quantification_rate: 0.4, unquantified_bullets: [] },
    generated_summaries: [
      { text: 'Engineer.', style: 'concise', word_count: 1 },
      {
        text:
          'Senior backend engineer with seven years building payment and telephony platforms in Go, TypeScript and PostgreSQL. Owns services end to end, from design reviews to on-call, and moved a payments stack onto Kubernetes. Mentors junior engineers and works closely with product and finance to ship reliable features.',
        style: 'achievement_focused',
        word_count: 48,
      },
      {
        text: 'Backend engineer skilled in Go, TypeScript, PostgreSQL and Kubernetes, with a focus on payment systems and reliable APIs for high-traffic storefronts.',
        style: 'skills_focused',
        word_count: 22,
      },
    ],
    projected_score: { min: 75, max: 85 },
    analysis_title: 'Senior Backend Engineer CV',
    analysis_description: 'A solid backend CV.',
    ...overrides,
  });
}
