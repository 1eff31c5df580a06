/**
 * Keywords of a job description: the known skills it names (knowledge.findSkills) plus its
 * salient phrases, found RAKE-style: split the text at stop words and punctuation, score each
 * candidate phrase by frequency × length, keep the best that are not generic posting words.
 */
import type { KnowledgeApi, SkillInfo } from '../knowledge/types';

export interface JobDescriptionKeywords {
  skills: SkillInfo[];
  /** lower-case phrases, most salient first */
  phrases: string[];
}

const STOP_WORDS = new Set(
  (
    'a an and or the of to in on for with by at from as is are be been being will would should can could may must ' +
    'we you our your their they it its this that these those who whom which what when where how why all any some ' +
    'such into over under about across within per via than then also etc i e g eg ie not no nor but if so do does ' +
    'have has had more most other others own same both each few only very up out new using use used able'
  ).split(' '),
);
// Words every posting uses: they carry no signal about the job itself.
const GENERIC = new Set(
  (
    'experience experiences years year ability abilities skills skill strong excellent good great knowledge ' +
    'understanding role position candidate candidates team teams work working company join looking opportunity ' +
    'responsibilities requirements required requirement preferred plus bonus nice ideal including include includes ' +
    'ensure help support well least minimum related equivalent degree environment based level highly proven ' +
    'demonstrated familiarity familiar passion passionate office benefits salary apply job day days time ' +
    'successful key across world class fast paced'
  ).split(' '),
);

const MAX_PHRASES = 15;

function candidatePhrases(text: string): string[] {
  const phrases: string[] = [];
  for (const chunk of text.toLowerCase().split(/[^a-z0-9+#./\s-]+|\s[-–]\s|\.\s/)) {
    let current: string[] = [];
    for (const word of chunk.split(/\s+/)) {
      const w = word.replace(/^[^a-z0-9#]+|[^a-z0-9+#]+$/g, '');
      if (!w || STOP_WORDS.has(w) || /^\d+$/.test(w)) {
        if (current.length) phrases.push(current.join(' '));
        current = [];
      } else {
        current.push(w);
      }
    }
    if (current.length) phrases.push(current.join(' '));
  }
  return phrases;
}

export function extractJobKeywords(jobDescription: string, knowledge: KnowledgeApi): JobDescriptionKeywords {
  const skills = knowledge.findSkills(jobDescription).map((m) => m.skill);
  const skillWords = new Set(skills.flatMap((s) => [s.name.toLowerCase(), ...s.aliases]));
  const counts = new Map<string, number>();
  for (const phrase of candidatePhrases(jobDescription)) {
    const parts = phrase.split(' ').filter((w) => !GENERIC.has(w));
    // Long runs are sentence fragments, not terms; keep at most three words.
    if (parts.length === 0 || parts.length > 3) continue;
    const term = parts.join(' ');
    if (term.length < 3 || skillWords.has(term)) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const phrases = [...counts.entries()]
    .map(([term, count]) => ({ term, weight: count * term.split(' ').length }))
    // Single words seen once are mostly noise; keep them only when repeated.
    .filter((p) => p.weight >= 2)
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, MAX_PHRASES)
    .map((p) => p.term);
  return { skills, phrases };
}
