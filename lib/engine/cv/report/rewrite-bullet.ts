/**
 * Rewrites one bullet: a weak opener becomes a verb that fits its object ("Handled complaints"
 * → "Resolved complaints", "Responsible for the migration of X" → "Migrated X"), a cliché
 * becomes a plain verb or goes (a buzzword adjective), and an unmeasured bullet gains a metric
 * clause with placeholders when a metric fits it (none where none does: no "[metric]" filler).
 * Only English bullets are rewritten, the language of the engine's verbs. The bullet's own
 * facts are kept word for word; no number is added that the bullet does not state, and no
 * cliché the rewrite names as an issue survives it.
 * The placeholders belong to the report, where the candidate fills them in; `sendable` is the
 * same rewrite without any, for the improved CV.
 */
import type { ActionVerbs } from '../knowledge/types';
import type { BulletFacts } from '../score/bullet-facts';
import { lowerFirst, upperFirst } from '../score/text';
import { metricIdeas } from './metric-ideas';
import { gerundAsPast, isBaseOfStrongVerb, pastTense } from '../score/verb-forms';
import { readsAsEnglish } from '../parse/language-guess';

/** Plain verbs for clichés recruiters discount. */
const PLAIN_FOR_CLICHE: Record<string, string> = {
  spearheaded: 'Led',
  leveraged: 'Used',
  utilized: 'Used',
  utilised: 'Used',
  orchestrated: 'Coordinated',
  synergized: 'Combined',
  championed: 'Promoted',
  ideated: 'Designed',
  actioned: 'Completed',
  fostered: 'Built',
  empowered: 'Enabled',
  navigated: 'Handled',
  revolutionized: 'Rebuilt',
  revolutionised: 'Rebuilt',
  delved: 'Researched',
};

/** Buzzword adjectives and adverbs that say nothing: dropped rather than replaced. */
const DROPPABLE = new Set([
  'dynamic', 'innovative', 'robust', 'seamlessly', 'passionate', 'cutting-edge', 'world-class', 'holistic', 'pivotal',
  'best-in-class', 'best of breed', 'highly motivated', 'motivated', 'self-motivated', 'hard-working', 'hardworking',
  'results-driven', 'results-oriented', 'detail-oriented', 'detail oriented', 'visionary',
]);

/** Weak openers that signal a shared effort; the rewrite keeps that fact. */
const CONTRIBUTION = /^(?:helped|assisted|supported|participated|contributed|involved|was involved|took part|part of a team)/;
const TEAM_PLACEHOLDER = ' as part of a [N]-person team';
const TEAM_PLAIN = ' as part of a team';

/**
 * Bullets that record a milestone or a standing ("Qualified as a chartered accountant in 2016",
 * "Promoted to team lead", "Served as ward representative", "Achieved the YAR award") are facts, not results: a metric
 * clause ("…, improving [metric] by [X%]") would read as nonsense on them.
 */
const MILESTONE =
  /^(?:qualified|certified|graduated|passed|promoted|awarded|appointed|elected|licensed|registered|admitted|accredited|won|received|earned|served as|member of|joined|selected|nominated|invited|(?:achieved|got|bagged|secured)\b(?=.*\b(?:awards?|prizes?|medals?|recognition|scholarships?|certificat\w*)\b))\b/i;

/** "the migration of X": nouns of work that become the verb itself ("Migrated X"). */
const NOUN_VERB: Record<string, string> = {
  migration: 'migrated', development: 'developed', implementation: 'implemented', creation: 'created', maintenance: 'maintained',
  management: 'managed', installation: 'installed', configuration: 'configured', preparation: 'prepared', coordination: 'coordinated',
  testing: 'tested', analysis: 'analysed', design: 'designed', delivery: 'delivered', deployment: 'deployed', integration: 'integrated',
  optimisation: 'optimised', optimization: 'optimized', automation: 'automated', documentation: 'documented', planning: 'planned',
  organisation: 'organised', organization: 'organized', evaluation: 'evaluated', review: 'reviewed', training: 'trained',
  administration: 'administered', execution: 'executed', production: 'produced', construction: 'built', launch: 'launched',
  redesign: 'redesigned', refactoring: 'refactored', upgrade: 'upgraded', rollout: 'rolled out', modernisation: 'modernised',
  modernization: 'modernized', setup: 'set up', monitoring: 'monitored', research: 'researched', recruitment: 'recruited',
};

/** What a weak opener's object is about, for a verb that fits it. */
const OBJECT_CLASSES: Array<[RegExp, Record<string, string | null>]> = [
  [/\b(?:on-call|rotas?|rotations?|shifts?|cover)\b/i, { default: 'covered' }],
  [
    /\b(?:complaints?|quer(?:y|ies)|enquir(?:y|ies)|inquir(?:y|ies)|calls?|tickets?|requests?|issues?|escalations?|incidents?|problems?|disputes?)\b/i,
    { default: 'resolved' },
  ],
  [/\b(?:customers?|clients?|users?|patients?|guests?|visitors?|students?|residents?|members?)\b/i, { supported: 'served', helped: 'served', 'worked with': 'served', default: 'served' }],
  [
    /\b(?:team|staff|engineers|developers|people|employees|interns|volunteers|agents|nurses|direct reports)\b/i,
    // working on or in a team is no claim to run it: only a phrase of responsibility gets a verb of leading
    { 'in charge of': 'led', 'was in charge of': 'led', default: null },
  ],
  [/\b(?:meetings?|workshops?|events?|conferences?|stand-?ups?|ceremonies|planning|reviews?|retrospectives?|hackathons?)\b/i, { default: 'contributed to' }],
  [
    /\b(?:systems?|platforms?|services?|applications?|apps?|servers?|infrastructure|networks?|databases?|software|tools?|features?|api|apis|website|pipelines?|codebase|modules?)\b/i,
    { 'worked on': 'built', 'in charge of': 'owned', default: 'maintained' },
  ],
  [/\b(?:invoices?|payroll|payments?|transactions?|orders?|claims?|returns?|shipments?)\b/i, { default: 'processed' }],
  [/\b(?:reports?|documents?|documentation|proposals?|presentations?|content|articles?|manuals?)\b/i, { 'worked on': 'wrote', made: 'prepared', default: 'prepared' }],
  [/\b(?:compliance|quality|standards?|accuracy|safety|regulations?)\b/i, { default: 'maintained' }],
  [/\b(?:audits?|research|surveys?|interviews?|inspections?|assessments?|tests?)\b/i, { 'carried out': 'conducted', did: 'conducted', default: 'conducted' }],
  [/\b(?:projects?|launch(?:es)?|migrations?|rollouts?|releases?|initiatives?|programmes?|programs?)\b/i, { default: 'delivered' }],
];

/**
 * Openers whose replacement reads well whatever follows ("responsible for" → "managed", "used"
 * → "applied"): the object class changes them only where it names them.
 */
const SAFE_DEFAULTS: Record<string, string> = {
  'responsible for': 'managed', 'was responsible for': 'managed', 'in charge of': 'led', 'was in charge of': 'led', used: 'applied',
  utilized: 'applied', 'worked with': 'collaborated with', 'worked closely with': 'partnered with', made: 'created', saw: 'identified',
  'went to': 'attended', 'worked as': 'acted as', 'was given': 'received', aided: 'enabled', ensured: 'maintained',
};

export interface BulletRewrite {
  original: string;
  rewritten: string;
  issues: string[];
  explanation: string;
  /** the rewrite without the metric clause, for re-scoring "as if the candidate filled it in" */
  verbOnly: string;
  metricClause: string | null;
  /** the rewrite without any placeholder, when it still improves the bullet: what the improved CV may print */
  sendable: string | null;
}

function trimEnd(text: string): string {
  return text.replace(/[\s.;,]+$/, '');
}

/** Whether a job's bullets speak of the past: it ended (a current or undated job's may not). */
export function jobEnded(job: { current: boolean; end: unknown } | undefined): boolean {
  return Boolean(job && !job.current && job.end);
}

/** For each bullet, whether its job ended. */
export function endedByJob(jobs: ReadonlyArray<{ current: boolean; end: unknown }>): (b: Pick<BulletFacts, 'experienceIndex'>) => boolean {
  return (b) => b.experienceIndex !== null && jobEnded(jobs[b.experienceIndex]);
}

/**
 * "Analysing requirements for the portal" → "Analysed requirements for the portal", in a job that
 * ended (in the current one the -ing form is a common way to say "now"). Only when the opener is
 * the one -ing form of a known verb: "Preparing test cases and taking approval" would need every
 * verb changed, and "marketing and advertising" shows that an -ing word after "and" may be a noun,
 * so such a bullet keeps its wording.
 */
function gerundOpenerAsPast(b: BulletFacts, verbs: ActionVerbs): { text: string; verb: string } | null {
  const past = gerundAsPast(b.opener, verbs.strong);
  const first = /^\S+/.exec(b.text)?.[0] ?? '';
  if (!past || first.toLowerCase() !== b.opener) return null;
  const rest = b.text.slice(first.length);
  for (const m of rest.matchAll(/(?:,|\band|\bor|&)\s+([a-z]{4,}ing)\b/gi)) if (gerundAsPast(m[1], verbs.strong)) return null;
  const verb = upperFirst(past);
  return { text: `${verb}${trimEnd(rest)}`, verb };
}

/**
 * The object's head: its first words, up to a preposition or a comma. "configuration and
 * maintenance of goods issue processes" is about configuration, not issues; "the marketing
 * manager to assess customer needs" is a person, not customers.
 */
function objectHead(rest: string): string {
  const head: string[] = [];
  for (const word of rest.split(/\s+/).slice(0, 6)) {
    if (/^(?:of|for|to|in|on|with|at|by|from|using|across|within|as|that|which|who|per|via|through)$/i.test(word)) break;
    head.push(word);
    if (/[,.;:)]$/.test(word)) break;
  }
  return head.join(' ');
}

/**
 * A verb that fits the object, or null when none reads well ("helped with X" has no plain
 * substitute for every X; "worked on porting" is not "wrote porting"): the bullet then keeps
 * its own opener.
 */
function fittingVerb(phrase: string, rest: string): string | null {
  const head = objectHead(rest);
  for (const [pattern, choice] of OBJECT_CLASSES) {
    if (pattern.test(head)) return choice[phrase] ?? SAFE_DEFAULTS[phrase] ?? choice.default;
  }
  return SAFE_DEFAULTS[phrase] ?? null;
}

function replaceWeakOpener(b: BulletFacts, verbs: ActionVerbs): { text: string; note: string; team: boolean } | null {
  const phrase = b.weakPhrase!;
  const team = CONTRIBUTION.test(phrase);
  let rest = b.text.slice(phrase.length).replace(/^[\s,:-]+/, '').replace(/^to\s+/i, '');
  // "Helped with on-call rotations": the preposition belonged to the opener
  if (team) rest = rest.replace(/^(?:with|in|on)\s+/i, '');
  // "Assisted in (the) design of jigs", "Responsible for the migration of X": the noun of the work becomes the verb
  const nounOf = /^(?:(?:the|a|an)\s+)?(\S+)\s+of\s+/i.exec(rest);
  if (nounOf) {
    const noun = nounOf[1].toLowerCase();
    const verb = NOUN_VERB[noun] ?? (isBaseOfStrongVerb(noun, verbs.strong) ? pastTense(noun) : null);
    if (verb) {
      const text = `${upperFirst(verb)} ${trimEnd(rest.slice(nounOf[0].length))}`;
      return { text, note: `opens with "${upperFirst(verb)}" instead of "${upperFirst(phrase)} the ${noun} of"${team ? ', keeping that it was a team effort' : ''}`, team };
    }
  }
  const [first, ...others] = rest.split(/\s+/);
  const asVerb = first ? (isBaseOfStrongVerb(first, verbs.strong) ? pastTense(first) : gerundAsPast(first, verbs.strong)) : null;
  if (asVerb) {
    const verb = upperFirst(asVerb);
    return {
      text: `${verb} ${trimEnd(others.join(' '))}`,
      note: `opens with "${verb}" instead of "${upperFirst(phrase)} ${first}"${team ? ', keeping that it was a team effort' : ''}`,
      team,
    };
  }
  const verb = fittingVerb(phrase, rest);
  if (!verb) return null;
  const alternative = upperFirst(verb);
  return {
    text: `${alternative} ${trimEnd(lowerFirst(rest))}`,
    note: `opens with "${alternative}" instead of the duty phrase "${upperFirst(phrase)}"${team ? ', keeping that it was a team effort' : ''}`,
    team,
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (phrase: string) => new RegExp(`(?<![\\p{L}-])${escape(phrase)}(?![\\p{L}-])`, 'iu');

/** The text without a buzzword adjective: "a robust and scalable API" → "a scalable API". */
function dropWord(text: string, word: string): string {
  const w = escape(word);
  return text
    .replace(new RegExp(`(?<![\\p{L}-])${w}(?:\\s*,\\s*|\\s+and\\s+)`, 'iu'), '')
    .replace(new RegExp(`(?:\\s*,\\s*|\\s+and\\s+)${w}(?![\\p{L}-])`, 'iu'), '')
    .replace(new RegExp(`(?<![\\p{L}-])${w}\\s+`, 'iu'), '')
    .replace(new RegExp(`\\s*(?<![\\p{L}-])${w}(?![\\p{L}-])`, 'iu'), '');
}

/** Other words for a clause's opening verb, used when the bullet already opens with the same verb. */
const CLAUSE_VERB_ALTERNATIVE: Record<string, string> = {
  generating: 'yielding', improving: 'raising', raising: 'lifting', lifting: 'raising', cutting: 'reducing', reducing: 'cutting',
  saving: 'freeing up', serving: 'reaching', helping: 'getting', managing: 'overseeing', processing: 'handling',
  resolving: 'closing', fixing: 'resolving', moving: 'carrying', caring: 'looking after', completing: 'finishing',
};

/** The verb's stem, so "Generate", "generated" and "generating" compare equal. */
const verbStem = (word: string) => word.toLowerCase().replace(/(?:ing|ed|es|e|s)$/, '');

/**
 * "Generate opportunities …, generating [N] leads": a clause that repeats the bullet's own verb
 * reads as a stutter; it takes another verb of the same sense.
 */
export function withoutRepeatedVerb(text: string, clause: string): string {
  const opener = /^\S+/.exec(text)?.[0] ?? '';
  const lead = /^\S+/.exec(clause)?.[0] ?? '';
  const alternative = CLAUSE_VERB_ALTERNATIVE[lead.toLowerCase()];
  if (!alternative || verbStem(opener) !== verbStem(lead)) return clause;
  return `${alternative}${clause.slice(lead.length)}`;
}

export function rewriteBullet(b: BulletFacts, verbs: ActionVerbs, jobEnded = false): BulletRewrite | null {
  // the engine's verbs and metric phrases are English: a bullet in another language is not
  // rewritten in English (the quantification audit still gives advice about it)
  if (!readsAsEnglish(b.text)) return null;
  if (MILESTONE.test(b.text.trim())) return null;
  // "Nav. Bar profile", "Payroll processing": a label of a few words with no verb is no sentence to
  // extend, and a result clause glued to it reads as nonsense
  if (b.words < 4 && b.openerKind === 'none' && !gerundAsPast(b.opener, verbs.strong)) return null;
  const issues: string[] = [];
  const notes: string[] = [];
  let text = trimEnd(b.text);
  let team = false;
  if (b.weakPhrase) {
    issues.push(`weak opener "${b.weakPhrase}"`);
    const replaced = replaceWeakOpener(b, verbs);
    if (replaced) {
      text = replaced.text;
      team = replaced.team;
      notes.push(replaced.note);
    }
  } else if (b.openerKind === 'cliche') {
    issues.push(`cliché opener "${b.opener}"`);
    const plain = PLAIN_FOR_CLICHE[b.opener];
    if (plain) {
      text = `${plain}${text.slice(b.opener.length)}`;
      notes.push(`replaces the buzzword "${b.opener}" with "${plain}"`);
    }
  } else if (b.openerKind === 'none') {
    const asVerb = jobEnded ? gerundOpenerAsPast(b, verbs) : null;
    if (asVerb) {
      issues.push(`opens with the -ing form "${upperFirst(b.opener)}"`);
      text = asVerb.text;
      notes.push(`opens with "${asVerb.verb}" instead of "${upperFirst(b.opener)}"`);
    } else issues.push('does not start with an action verb');
  }
  for (const c of b.cliches) {
    if (c === b.opener) continue;
    issues.push(`cliché "${c}"`);
    const plain = PLAIN_FOR_CLICHE[c];
    if (plain) {
      text = text.replace(wordPattern(c), plain.toLowerCase());
      notes.push(`says "${plain.toLowerCase()}" instead of "${c}"`);
    } else if (DROPPABLE.has(c)) {
      text = upperFirst(dropWord(text, c));
      notes.push(`drops the buzzword "${c}"`);
    }
  }
  // A rewrite that still uses a cliché it names as an issue would teach the opposite of its advice.
  if (b.cliches.some((c) => wordPattern(c).test(text))) return null;
  if (b.passive) issues.push('passive voice');
  if (b.words > 40) issues.push(`long (${b.words} words)`);
  const verbOnly = `${text}${team ? TEAM_PLACEHOLDER : ''}`;
  const plain = `${text}${team ? TEAM_PLAIN : ''}`;
  let rewritten = verbOnly;
  let metricClause: string | null = null;
  // "…, cutting end-to-end latency by": a bullet cut off mid-phrase takes no clause after it
  const cutOff = /\s(?:by|to|of|with|and|or|for|in|from|the|a|an)$/i.test(text);
  if (!b.quantified && !cutOff) {
    issues.push('no measurable result');
    const idea = metricIdeas(b.text);
    if (idea.clause) {
      metricClause = withoutRepeatedVerb(text, idea.clause);
      rewritten = `${verbOnly}, ${metricClause}`;
      notes.push(`adds a result clause with placeholders for ${idea.metrics[0]}; replace them with your real figures or drop the clause`);
    } else notes.push(`adds no figure, since ${idea.metrics[0]}`);
  }
  // a bullet whose only change would be advice is no rewrite: the quantification audit gives the advice
  if (issues.length === 0 || rewritten === trimEnd(b.text)) return null;
  return {
    original: b.text,
    rewritten,
    issues,
    explanation: notes.length
      ? `${upperFirst(notes.join('; '))}.`
      : `Start with what you did and what changed: ${issues.join(', ')}.`,
    verbOnly,
    metricClause,
    sendable: plain !== trimEnd(b.text) ? plain : null,
  };
}
