import type { KnowledgeApi } from '../cv/knowledge/types';

/** A posting longer than this is cut: the requirements come first in every posting we have seen. */
const MAX_JD_CHARS = 20_000;
/** a line that starts the optional part of a posting, in English, German, French and Spanish */
const OPTIONAL = /\b(nice[ -]to[ -]have|bonus|a plus|is a plus|preferred|desirable|ideally|wünschenswert|von vorteil|ein plus|souhait|apprécié|un plus|se valorar|deseable|valorable)/i;

export interface JobDescriptionSkills {
  /** hard skills named before any "nice to have" line */
  required: string[];
  /** hard skills named only after one */
  preferred: string[];
  soft: string[];
}

/**
 * The skills a job description names, split into what it requires and what it only prefers (the
 * lines from a "Nice to have" / "von Vorteil" / "souhaité" / "se valorará" line on). Read as a
 * requirements list, so short names count there ("strong Go, PostgreSQL").
 */
export function jobDescriptionSkills(jobDescription: string, knowledge: KnowledgeApi): JobDescriptionSkills {
  const lines = jobDescription.slice(0, MAX_JD_CHARS).split('\n');
  const cut = lines.findIndex((l) => OPTIONAL.test(l));
  const part = (from: number, to: number) => knowledge.findSkills(lines.slice(from, to).join('\n'), 'skills');
  const head = part(0, cut < 0 ? lines.length : cut);
  const tail = cut < 0 ? [] : part(cut, lines.length);
  const hard = (ms: typeof head) => ms.filter((m) => m.skill.kind === 'hard').map((m) => m.skill.name);
  const required = hard(head);
  return {
    required,
    preferred: hard(tail).filter((s) => !required.includes(s)),
    soft: [...new Set([...head, ...tail].filter((m) => m.skill.kind === 'soft').map((m) => m.skill.name))],
  };
}
