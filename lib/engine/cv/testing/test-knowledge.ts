/**
 * The CV engine's test world (lib/engine/cv/testing/fake-knowledge.ts): a few engineering, data
 * and management roles, action verbs and salary bands.
 */
import type { ExperienceLevel, KnowledgeApi, RoleProfile, SalaryBand, SkillCategory, SkillInfo } from '../knowledge/types';
import { fakeKnowledge } from './fake-knowledge';

function skill(
  name: string,
  category: SkillCategory,
  opts: { aliases?: string[]; soft?: boolean; hot?: boolean; inDemand?: boolean; occ?: number } = {},
): SkillInfo {
  return {
    name,
    aliases: [name.toLowerCase(), ...(opts.aliases ?? [])],
    kind: opts.soft ? 'soft' : 'hard',
    category,
    hot: opts.hot ?? false,
    inDemand: opts.inDemand ?? false,
    occupationCount: opts.occ ?? 0,
  };
}

const SKILLS: SkillInfo[] = [
  skill('Go', 'programming_language', { aliases: ['golang'], hot: true, inDemand: true, occ: 12 }),
  skill('Python', 'programming_language', { hot: true, inDemand: true, occ: 180 }),
  skill('TypeScript', 'programming_language', { hot: true, occ: 40 }),
  skill('JavaScript', 'programming_language', { hot: true, inDemand: true, occ: 220 }),
  skill('Java', 'programming_language', { hot: true, occ: 200 }),
  skill('PostgreSQL', 'database', { aliases: ['postgres'], hot: true, occ: 60 }),
  skill('Redis', 'database', { hot: true, occ: 15 }),
  skill('Kafka', 'data', { aliases: ['apache kafka'], hot: true, inDemand: true, occ: 8 }),
  skill('Kubernetes', 'devops', { aliases: ['k8s'], hot: true, inDemand: true, occ: 10 }),
  skill('Docker', 'devops', { hot: true, occ: 30 }),
  skill('Amazon Web Services', 'cloud', { aliases: ['aws'], hot: true, inDemand: true, occ: 90 }),
  skill('Terraform', 'devops', { hot: true, occ: 6 }),
  skill('gRPC', 'framework', { occ: 2 }),
  skill('React', 'framework', { aliases: ['react.js', 'reactjs'], hot: true, occ: 35 }),
  skill('Node.js', 'framework', { aliases: ['node', 'nodejs'], hot: true, occ: 30 }),
  skill('SQL', 'database', { hot: true, inDemand: true, occ: 300 }),
  skill('Microsoft Excel', 'office', { aliases: ['excel'], hot: true, inDemand: true, occ: 700 }),
  skill('Tableau', 'data', { hot: true, occ: 45 }),
  skill('Salesforce', 'sales', { hot: true, occ: 80 }),
  skill('Git', 'tool', { hot: true, occ: 50 }),
  skill('CI/CD', 'devops', { aliases: ['ci/cd', 'continuous integration'] }),
  skill('Microservices', 'methodology', { aliases: ['microservice'] }),
  skill('Agile', 'methodology', { aliases: ['scrum'] }),
  skill('Communication', 'soft_skill', { soft: true }),
  skill('Leadership', 'soft_skill', { soft: true, aliases: ['led a team'] }),
  skill('Mentoring', 'soft_skill', { soft: true, aliases: ['mentored', 'mentor'] }),
  skill('Collaboration', 'soft_skill', { soft: true, aliases: ['collaborated', 'cross-functional'] }),
  skill('Problem Solving', 'soft_skill', { soft: true, aliases: ['problem-solving'] }),
  skill('Stakeholder Management', 'soft_skill', { soft: true, aliases: ['stakeholders'] }),
];

const ROLES: RoleProfile[] = [
  {
    id: 'backend-engineer',
    title: 'Backend Engineer',
    synonyms: ['backend developer', 'back-end engineer', 'server engineer', 'software engineer'],
    family: 'engineering',
    onetCodes: ['15-1252.00'],
    requiredHardSkills: ['Go', 'PostgreSQL', 'Docker', 'Kubernetes', 'Amazon Web Services', 'SQL'],
    preferredHardSkills: ['Kafka', 'Redis', 'Terraform', 'gRPC', 'Microservices'],
    softSkills: ['Communication', 'Collaboration', 'Problem Solving', 'Mentoring'],
    industryTerms: ['distributed systems', 'api design', 'scalability', 'observability'],
    certifications: ['AWS Certified Solutions Architect'],
    nextRoles: ['engineering-manager'],
  },
  {
    id: 'frontend-engineer',
    title: 'Frontend Engineer',
    synonyms: ['frontend developer', 'front-end developer', 'ui engineer'],
    family: 'engineering',
    onetCodes: ['15-1254.00'],
    requiredHardSkills: ['JavaScript', 'TypeScript', 'React', 'Git'],
    preferredHardSkills: ['Node.js', 'CI/CD'],
    softSkills: ['Communication', 'Collaboration'],
    industryTerms: ['accessibility', 'responsive design', 'web performance'],
    certifications: [],
    nextRoles: [],
  },
  {
    id: 'data-analyst',
    title: 'Data Analyst',
    synonyms: ['business analyst', 'reporting analyst'],
    family: 'data',
    onetCodes: ['15-2051.01'],
    requiredHardSkills: ['SQL', 'Microsoft Excel', 'Tableau', 'Python'],
    preferredHardSkills: ['PostgreSQL'],
    softSkills: ['Communication', 'Stakeholder Management', 'Problem Solving'],
    industryTerms: ['dashboards', 'data visualization', 'kpi'],
    certifications: [],
    nextRoles: [],
  },
  {
    id: 'engineering-manager',
    title: 'Engineering Manager',
    synonyms: ['software engineering manager', 'development manager'],
    family: 'management',
    onetCodes: ['11-3021.00'],
    requiredHardSkills: ['Agile', 'Microservices', 'Amazon Web Services'],
    preferredHardSkills: ['Kubernetes', 'CI/CD'],
    softSkills: ['Leadership', 'Mentoring', 'Communication', 'Stakeholder Management'],
    industryTerms: ['hiring', 'roadmap', 'delivery'],
    certifications: [],
    nextRoles: [],
  },
];

const STRONG = 'built led designed developed launched reduced increased improved delivered migrated automated implemented created architected optimized mentored negotiated analysed analyzed shipped owned scaled'.split(' ');
const WEAK: Array<[string, string[]]> = [
  ['responsible for', ['Managed', 'Owned', 'Led']],
  ['helped', ['Supported', 'Enabled', 'Contributed to']],
  ['worked on', ['Built', 'Developed', 'Delivered']],
  ['assisted with', ['Supported', 'Co-delivered']],
  ['participated in', ['Contributed to']],
  ['tasked with', ['Delivered']],
];
const CLICHES = ['spearheaded', 'leveraged', 'utilized', 'synergy', 'results-driven', 'team player', 'orchestrated'];

const SALARY_US: Record<string, [number, number]> = {
  engineering: [95_000, 160_000],
  data: [65_000, 110_000],
  management: [140_000, 210_000],
};
const COUNTRY_FACTOR: Record<string, [number, string]> = {
  US: [1, 'USD'],
  GB: [0.55, 'GBP'],
  DE: [0.6, 'EUR'],
  FR: [0.5, 'EUR'],
  CA: [0.75, 'CAD'],
  AU: [0.8, 'AUD'],
  IN: [0.15, 'INR'],
  NL: [0.6, 'EUR'],
};
const LEVEL_FACTOR: Record<ExperienceLevel, number> = { entry: 0.7, mid: 1, senior: 1.3, lead: 1.5, executive: 1.9 };

export const testKnowledge: KnowledgeApi = fakeKnowledge({
  skills: SKILLS,
  roles: ROLES,
  actionVerbs: { strong: new Set(STRONG), weak: new Map(WEAK), cliches: new Set(CLICHES) },
  salaryBand(roleId, country, level): SalaryBand | null {
    const role = ROLES.find((r) => r.id === roleId);
    const base = role ? SALARY_US[role.family] : undefined;
    const factor = COUNTRY_FACTOR[country];
    if (!base || !factor) return null;
    const k = factor[0] * LEVEL_FACTOR[level];
    return {
      min: Math.round((base[0] * k) / 1000) * 1000,
      max: Math.round((base[1] * k) / 1000) * 1000,
      currency: factor[1],
      period: 'year',
      country,
      source: 'test fixture',
      year: 2024,
    };
  },
  salaryCountries: Object.keys(COUNTRY_FACTOR),
});
