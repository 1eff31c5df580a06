/**
 * Contract of the knowledge base (lib/engine/cv/knowledge/index.ts implements it). Used by the
 * scoring engine, interview preparation, skill-gap analysis and CV generation. A folder of its
 * own because the curated lists are written in its types and the matchers read those lists: it
 * can sit in neither.
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
  /** engineering design and analysis (CAD, FEA, GD&T): learned on parts and drawings, not on screens and users */
  | 'engineering'
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
  /** a spelling of it is also an ordinary word, a letter or a company (counts only in context) */
  ambiguous?: boolean;
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
  /** 'data' for a profile drawn from the occupation data alone (no curated profile); absent on curated ones */
  source?: 'data';
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

/** What lib/engine/cv/knowledge/index.ts exports. */
export interface KnowledgeApi {
  /**
   * Every known skill mentioned in the text, word-boundary and alias aware, ordered by first
   * occurrence. `context` 'skills' reads the text as a skills section (a guarded name such as "Go"
   * needs its casing and a skills line there); 'contact' as a contact block (no guarded name is a
   * skill there: "LinkedIn" is a profile link); 'text' (default) asks ambiguous names for a list position or
   * supporting words nearby; 'named' only whether the text spells the name, whatever it means there
   * (what an output may not call absent). `document` is the whole CV the text is part of: a spelling two skills
   * share ("Blueprints") is read by its words too.
   */
  findSkills(text: string, context?: 'skills' | 'text' | 'contact' | 'named', document?: string): SkillMatch[];
  /** the same, with the character spans that name each skill (the evidence) */
  findSkillEvidence(text: string, context?: 'skills' | 'text' | 'contact', document?: string): Array<{ skill: SkillInfo; count: number; spans: Array<{ start: number; end: number; text: string }> }>;
  lookupSkill(name: string): SkillInfo | null;
  /** the occupation any title names (English, German, French, Spanish), the curated profile refining it, and how sure the match is */
  matchTitle(title: string): TitleMatch | null;
  /** the profile to measure a title against ("Sr. Software Engineer (Backend)"): curated when one refines the occupation, else drawn from its data; null when unknown */
  matchRole(title: string): RoleProfile | null;
  /** the data-drawn profile of a title no curated profile covers ("Dentist", "Police Officer"), else null */
  matchOccupation(title: string): RoleProfile | null;
  /** the occupation with this O*NET-SOC code */
  getOccupation(soc: string): Occupation | null;
  getRole(id: string): RoleProfile | null;
  allRoles(): readonly RoleProfile[];
  actionVerbs: ActionVerbs;
  /** band for a role in a country at a level; falls back to the role family, then to null */
  salaryBand(roleId: string, country: string, level: ExperienceLevel): SalaryBand | null;
  /** countries (ISO alpha-2) with salary data */
  salaryCountries(): readonly string[];
  learningResources(skillName: string): LearningResource[];
}

/** an O*NET occupation with what the data says it needs (occupation-catalogue.ts) */
export interface Occupation {
  /** O*NET-SOC code, e.g. "15-1255.01" */
  soc: string;
  /** O*NET's name in the singular, e.g. "Video Game Designer" */
  title: string;
  family: RoleFamily;
  /** O*NET Job Zone 1–5 (preparation needed) */
  jobZone: number | null;
  /** typical education as a phrase ("a bachelor's degree"): the median of what incumbents report */
  education: string | null;
  /** O*NET "Required Level of Education" category 1–12 behind `education` */
  educationLevel: number | null;
  /** typical related experience as a phrase ("2 to 4 years of related experience") */
  experience: string | null;
  /** O*NET "Related Work Experience" category 1–11 behind `experience` */
  experienceLevel: number | null;
  /** lexicon skills O*NET lists for it, in-demand for it first, then hot, then the most specific */
  technologies: ReadonlyArray<{ name: string; hot: boolean; inDemand: boolean }>;
  /** O*NET base skills by importance (1–5), most important first */
  skills: ReadonlyArray<{ element: string; importance: number }>;
  /** O*NET knowledge areas by importance (1–5), most important first */
  knowledge: ReadonlyArray<{ element: string; importance: number }>;
  /** the ESCO occupation compared with it (the one a title named, else the closest) */
  esco: {
    uri: string;
    label: string;
    isco: string;
    /** ESCO essential skills; `skill` is the lexicon skill the label names, when it names one */
    essential: ReadonlyArray<{ label: string; skill: string | null; knowledge: boolean }>;
    /** ESCO optional skills a CV can show (those the lexicon knows) */
    optional: ReadonlyArray<{ label: string; skill: string | null; knowledge: boolean }>;
  } | null;
}

/**
 * How sure a title match is: `exact` when the title (without grade words and gender markers) is
 * a title the lexicon lists, `strong` when it shares nearly all words with one, `partial` when it
 * shares the distinctive ones, `family` when only its head word ("engineer") is known and the
 * match names a family, not an occupation.
 */
export type MatchConfidence = 'exact' | 'strong' | 'partial' | 'family';

export interface TitleMatch {
  /** the occupation compared with; null when only the family is known */
  occupation: Occupation | null;
  family: RoleFamily;
  /** the curated profile that refines the occupation, when one does */
  role: RoleProfile | null;
  confidence: MatchConfidence;
  /** 0–1: share of the title's distinctive words the matched title covers */
  score: number;
  /** the lexicon title (its words) the match went through */
  matchedTitle: string;
  /** seniority the title states ("Senior", "Head of", "Leiterin"), or null */
  seniority: 'intern' | 'junior' | 'senior' | 'lead' | 'head' | null;
}
