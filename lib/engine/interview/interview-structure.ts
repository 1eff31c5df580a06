import type { Question } from '../../schemas/interview-prep';
import type { CvFacts } from '../cv/facts';
import type { ParsedCv } from '../cv/types';
import { datedRoles, latestRole } from './questions/cv-roles';
import { roleLabel } from '../cv/facts/cv-reference';

const CORE: ReadonlySet<Question['category']> = new Set(['behavioral', 'technical', 'role_specific', 'situational']);

/**
 * The agenda: an opening that settles the candidate with the CV walk-through and motivation,
 * a core of evidence questions, and a close on fit plus the candidate's own questions.
 */
export function interviewStructure(
  questions: Question[],
  parsed: ParsedCv,
  targetRole: string,
  facts: CvFacts,
): { opening: string[]; core: string[]; closing: string[] } {
  const roles = datedRoles(parsed, facts);
  const first = roles[0]?.entry ?? parsed.experience[parsed.experience.length - 1];
  const last = latestRole(parsed, facts)?.entry;
  const walkThrough =
    first && last && first !== last
      ? `Introductions, then a two-minute walk through the CV from ${roleLabel(first)} to ${roleLabel(last)}`
      : last
        ? `Introductions, then a two-minute walk through the CV, focused on ${roleLabel(last)}`
        : 'Introductions, then a two-minute walk through the CV and studies';
  return {
    opening: [walkThrough, ...questions.filter((q) => q.category === 'motivation').map((q) => q.question)],
    core: questions.filter((q) => CORE.has(q.category)).map((q) => q.question),
    closing: [
      ...questions.filter((q) => q.category === 'culture_fit').map((q) => q.question),
      `The candidate's questions about ${targetRole.trim() ? `the ${targetRole.trim()} role` : 'the role'} and the team`,
      'Next steps and timeline',
    ],
  };
}
