import type { KnowledgeApi } from '../cv/knowledge/types';
import type { ParsedCv } from '../cv/types';

/**
 * The words a generated text may use as names: everything in the CV, the target role and
 * industry, and the deterministic question it rewrites. A model that names an employer,
 * product or skill outside this corpus is inventing facts about the candidate.
 */
export interface GroundingCorpus {
  /** lower-cased text of every source the model may draw names from */
  text: string;
  /** canonical names of the hard skills the sources mention */
  skills: Set<string>;
}

export function cvCorpus(parsed: ParsedCv, extra: readonly string[]): string {
  return [
    parsed.summary ?? '',
    parsed.contact.name ?? '',
    ...parsed.experience.flatMap((e) => [e.title ?? '', e.employer ?? '', e.location ?? '', ...e.bullets, ...e.description]),
    ...parsed.education.flatMap((e) => [e.institution ?? '', e.degree ?? '', e.field ?? '']),
    ...parsed.listedSkills,
    ...parsed.certifications,
    ...parsed.projects.flatMap((p) => [p.name, p.description ?? '', ...p.bullets]),
    ...parsed.languages.map((l) => l.language),
    ...extra,
  ].join('\n');
}

export function groundingCorpus(sources: string, knowledge: KnowledgeApi): GroundingCorpus {
  return {
    text: sources.toLowerCase(),
    skills: new Set(knowledge.findSkills(sources).filter((m) => m.skill.kind === 'hard').map((m) => m.skill.name)),
  };
}

/** Capitalised words that begin a sentence, or are common English, are not names. */
const NOT_NAMES = new Set([
  'i', 'a', 'an', 'the', 'what', 'how', 'why', 'when', 'where', 'which', 'who', 'tell', 'walk', 'describe', 'imagine',
  'suppose', 'think', 'take', 'let', "let's", 'you', 'your', 'if', 'in', 'at', 'on', 'as', 'and', 'or', 'of', 'for', 'to',
  'star', 'cv', 'ok', 'monday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);

/**
 * The names in `text` the corpus does not contain: capitalised words that do not start a
 * sentence (employers, products, places), and known hard skills. Empty means grounded.
 */
export function ungroundedNames(text: string, corpus: GroundingCorpus, knowledge: KnowledgeApi): string[] {
  const unknown = new Set<string>();
  const sentences = text.split(/(?<=[.?!:;])\s+|\n+/);
  for (const sentence of sentences) {
    const words = sentence.match(/[\p{L}][\p{L}\p{N}&.'+#-]*/gu) ?? [];
    words.forEach((raw, i) => {
      const word = raw.replace(/[.'-]+$/, '');
      if (i === 0 || !/^\p{Lu}/u.test(word) || NOT_NAMES.has(word.toLowerCase())) return;
      if (!corpus.text.includes(word.toLowerCase())) unknown.add(word);
    });
  }
  for (const { skill } of knowledge.findSkills(text)) {
    if (skill.kind === 'hard' && !corpus.skills.has(skill.name)) unknown.add(skill.name);
  }
  return [...unknown];
}
