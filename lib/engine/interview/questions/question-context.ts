import type { KnowledgeApi, RoleProfile } from '../../cv/knowledge/types';
import type { Question } from '../../../schemas/interview-prep';
import { cvCountry, cvFactsOf, type CvFacts, type SkillEvidence } from '../../cv/facts';
import type { ReportInput } from '../../skill-gaps/generate';
import { localiseRole } from '../../cv/knowledge/local-credentials';
import { resolveTargetProfile } from '../../skill-gaps/role-requirements';
import { skillEvidenceMap } from '../../skill-gaps/skill-evidence';

/** Everything the question builders read, computed once. */
export interface QuestionContext extends ReportInput {
  knowledge: KnowledgeApi;
  /** the target role's profile, or the closest job match's when the title is unknown */
  profile: RoleProfile | null;
  /** the CV facts the report was built from: every question about the CV reads them */
  facts: CvFacts;
  evidence: Map<string, SkillEvidence>;
  /** "Backend Engineer" (the profile's title) or the target role as typed */
  roleTitle: string;
}

export type QuestionKind =
  | 'why-role'
  | 'career-change'
  | 'long-tenure'
  | 'job-hopping'
  | 'gap'
  | 'short-tenure'
  | 'undated-role'
  | 'red-flag'
  | 'achievement'
  | 'skill-deep-dive'
  | 'listed-only-skill'
  | 'missing-skill'
  | 'missing-credential'
  | 'certification'
  | 'project'
  | 'soft-behavioral'
  | 'soft-situational'
  | 'culture-tenure'
  | 'culture-collaboration'
  | 'culture-industry'
  | 'education';

/** A question before selection: its priority says how much the interview loses without it. */
export interface CandidateQuestion {
  kind: QuestionKind;
  priority: number;
  question: Question;
}

export function buildContext(input: ReportInput, knowledge: KnowledgeApi): QuestionContext {
  // the credentials the report and the skill gap ask for are the CV's country's: the interview asks for the same
  const { profile: found } = resolveTargetProfile(input.targetRole, input.result, knowledge);
  const profile = localiseRole(found, cvCountry(input.parsed.contact));
  const facts = cvFactsOf(input.parsed, { asOf: input.now, knowledge });
  return {
    ...input,
    knowledge,
    profile,
    facts,
    evidence: skillEvidenceMap(facts),
    roleTitle: input.targetRole.trim() || profile?.title || 'this role',
  };
}

/** The CV shows no work at all (the facts vouch for it): otherwise its roles may just be unreadable. */
export function noWorkHistory(ctx: QuestionContext): boolean {
  return ctx.facts.sections.presence.experience === 'absent';
}

/** Rotates through phrasings by a stable index so that a list of similar questions reads varied. */
export function pick<T>(options: readonly T[], index: number): T {
  return options[index % options.length];
}
