/**
 * The grounded prompt for polishing interview questions: the CV's own facts and the drafted
 * questions, and nothing else the model could borrow names from.
 */
import type { ParsedCv } from '../cv/types';
import type { Question } from '../../schemas/interview-prep';
import { cvFactsPrompt } from '../cv/facts/cv-facts-prompt';
import { roleYears } from '../cv/facts/cv-reference';

export const INTERVIEW_ENRICHMENT_SYSTEM = [
  'You polish interview questions that an interviewer will ask a candidate about their CV.',
  'Rephrase each question so it sounds natural when spoken, and add up to three follow-up questions that dig deeper into the same point.',
  'Use only facts in the CV below and in the question itself. Never mention an employer, product, technology, qualification, date or number that is not there.',
  'Keep the subject of each question: the same CV line, the same skill, the same kind of question (a behavioural question stays about past behaviour).',
  'Return each question with its index exactly as given.',
].join('\n');

export function interviewEnrichmentPrompt(questions: readonly Question[], parsed: ParsedCv, targetRole: string): string {
  const drafts = questions
    .map((q, i) => `[${i}] (${q.category}, ${q.difficulty}, skill: ${q.target_skill})\n    question: ${q.question}\n    CV line: ${q.cv_reference}`)
    .join('\n');
  return [
    ...cvFactsPrompt(parsed, {
      dates: roleYears,
      before: [`Target role: ${targetRole.trim() || 'none given'}`],
      after: [`Projects: ${parsed.projects.map((p) => p.name).join(', ') || '(none)'}`],
    }),
    '',
    'QUESTIONS',
    drafts,
  ].join('\n');
}
