/**
 * Contract of the knowledge base (lib/analysis/knowledge/index.ts implements it). Used by the
 * scoring engine, interview preparation, skill-gap analysis and CV generation.
 */
export type SkillKind = 'hard' | 'soft';

export type SkillCategory =
  | 'programming_language'
  | 'framework'
  | 'database'
  | 'cloud'
  | 'devops'
  | 'data'
  | 'ai_ml'
  | 'design'
  | 'office'
  | 'business_software'
  | 'marketing'
  | 'sales'
  | 'finance'
  | 'healthcare'
  | 'education'
  | 'trades'
  | 'methodology'
  | 'security'
  | 'tool'
  | 'soft_skill'
  | 'domain';

export interface SkillInfo {
  /** canonical display name, e.g. "PostgreSQL" */
  name: string;
  /** lower-case alternative spellings matched in text, e.g. ["postgres", "postgresql", "psql"] */
  aliases: string[];
  kind: SkillKind;
  category: SkillCategory;
  /** O*NET Hot Technology flag */
  hot: boolean;
  /** O*NET In Demand flag */
  inDemand: boolean;
  /** how many O*NET occupations list it (0 for curated skills): the market rarity signal */
  occupationCount: number;
}

export interface SkillMatch {
  skill: SkillInfo;
  /** how many times it occurs in the text */
  count: number;
}

export type RoleFamily =
  | 'engineering'
  | 'data'
  | 'product'
  | 'design'
  | 'marketing'
  | 'sales'
  | 'finance'
  | 'healthcare'
  | 'education'
  | 'operations'
  | 'trades'
  | 'hr'
  | 'legal'
  | 'management'
  | 'customer_service'
  | 'science';

export interface RoleProfile {
  id: string; // kebab-case, e.g. "backend-engineer"
  title: string; // "Backend Engineer"
  /** other titles that mean this role, lower-case */
  synonyms: string[];
  family: RoleFamily;
  onetCodes: string[];
  /** canonical skill names (SkillInfo.name), most important first */
  requiredHardSkills: string[];
  preferredHardSkills: string[];
  softSkills: string[];
  /** domain vocabulary an ATS looks for, lower-case phrases */
  industryTerms: string[];
  /** credentials that matter for the role, e.g. "AWS Certified Solutions Architect", "NP license" */
  certifications: string[];
  /** ids of natural next roles (career paths) */
  nextRoles: string[];
}

export type ExperienceLevel = 'entry' | 'mid' | 'senior' | 'lead' | 'executive';

export interface SalaryBand {
  min: number;
  max: number;
  currency: string; // ISO 4217
  period: 'year';
  country: string; // ISO 3166-1 alpha-2
  source: string; // e.g. "BLS OEWS May 2024, adjusted by level"
  year: number;
}

export type ResourceType = 'course' | 'tutorial' | 'documentation' | 'book' | 'certification' | 'project' | 'video';
export type ResourceLevel = 'beginner' | 'intermediate' | 'advanced';
export type CostRange = 'free' | 'low' | 'medium' | 'high';

export interface LearningResource {
  title: string;
  provider: string; // lower-case id: coursera, edx, udemy, freecodecamp, official_docs, …
  url: string; // a real, stable URL
  type: ResourceType;
  duration: string; // "6 hours", "4 weeks"
  level: ResourceLevel;
  cost_range: CostRange;
}

export interface ActionVerbs {
  /** strong past-tense action verbs, lower-case */
  strong: ReadonlySet<string>;
  /** weak openers (lower-case phrase such as "responsible for", "helped", "worked on") → strong alternatives */
  weak: ReadonlyMap<string, string[]>;
  /** overused buzzwords an ATS/recruiter discounts ("spearheaded", "leveraged", "synergy") */
  cliches: ReadonlySet<string>;
}

/** What lib/analysis/knowledge/index.ts exports. */
export interface KnowledgeApi {
  /** every known skill mentioned in the text, word-boundary and alias aware, ordered by first occurrence */
  findSkills(text: string): SkillMatch[];
  lookupSkill(name: string): SkillInfo | null;
  /** the best role profile for a free-text title ("Sr. Software Engineer (Backend)"), or null */
  matchRole(title: string): RoleProfile | null;
  /**
   * For a title no curated profile matches: the O*NET occupation it names, with its family and
   * the technologies job ads for it ask for. Too thin to score a CV against (O*NET lists mostly
   * office software for non-technical jobs); reports use it for suggestions only.
   */
  matchOccupation(title: string): RoleProfile | null;
  getRole(id: string): RoleProfile | null;
  allRoles(): readonly RoleProfile[];
  actionVerbs: ActionVerbs;
  /** band for a role in a country at a level; falls back to the role family, then to null */
  salaryBand(roleId: string, country: string, level: ExperienceLevel): SalaryBand | null;
  /** countries (ISO alpha-2) with salary data */
  salaryCountries(): readonly string[];
  learningResources(skillName: string): LearningResource[];
}
