/**
 * Rewrites one bullet: a weak opener becomes a strong verb, a cliché becomes a plain verb, and
 * an unmeasured bullet gains a metric clause with placeholders. The bullet's own facts are
 * kept word for word; no number is added that the bullet does not state.
 */
import type { ActionVerbs } from '../knowledge/types';
import type { BulletFacts } from '../score/bullet-facts';
import { lowerFirst, upperFirst } from '../score/text';
import { metricIdeas } from './metric-ideas';
import { isBaseOfStrongVerb, pastTense } from '../score/verb-forms';

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
};

/** Weak openers that signal a shared effort; the rewrite keeps that fact with a team-size placeholder. */
const CONTRIBUTION = /^(?:helped|assisted|supported|participated|contributed)/;

/**
 * Bullets that record a milestone or a standing ("Qualified as a chartered accountant in 2016",
 * "Promoted to team lead", "Served as ward representative") are facts, not results: a metric
 * clause ("…, improving [metric] by [X%]") would read as nonsense on them.
 */
const MILESTONE =
  /^(?:qualified|certified|graduated|passed|promoted|awarded|appointed|elected|licensed|registered|admitted|accredited|won|received|earned|served as|member of|joined|selected|nominated|invited)\b/i;

export interface BulletRewrite {
  original: string;
  rewritten: string;
  issues: string[];
  explanation: string;
  /** the rewrite without the metric clause, for re-scoring "as if the candidate filled it in" */
  verbOnly: string;
  metricClause: string | null;
}

function trimEnd(text: string): string {
  return text.replace(/[\s.;,]+$/, '');
}

function replaceWeakOpener(b: BulletFacts, verbs: ActionVerbs): { text: string; note: string } {
  const phrase = b.weakPhrase!;
  let rest = b.text.slice(phrase.length).replace(/^[\s,:-]+/, '').replace(/^to\s+/i, '');
  // "Assisted in (the) design of jigs": the noun "design" reads as the verb only without "the … of"
  const nounOf = /^(?:(?:the|a|an)\s+)?(\S+)\s+of\s+/i.exec(rest);
  if (nounOf && isBaseOfStrongVerb(nounOf[1], verbs.strong)) rest = `${nounOf[1]} ${rest.slice(nounOf[0].length)}`;
  const [first, ...others] = rest.split(/\s+/);
  if (first && isBaseOfStrongVerb(first, verbs.strong)) {
    const verb = upperFirst(pastTense(first));
    const team = CONTRIBUTION.test(phrase) ? ' as part of a [N]-person team' : '';
    rest = trimEnd(others.join(' '));
    return {
      text: `${verb} ${rest}${team}`,
      note: `opens with "${verb}" instead of "${upperFirst(phrase)} ${first}"${team ? ', keeping that it was a team effort' : ''}`,
    };
  }
  const alternative = verbs.weak.get(phrase)?.[0] ?? 'Delivered';
  return {
    text: `${upperFirst(alternative)} ${trimEnd(lowerFirst(rest))}`,
    note: `opens with "${upperFirst(alternative)}" instead of the duty phrase "${upperFirst(phrase)}"`,
  };
}

export function rewriteBullet(b: BulletFacts, verbs: ActionVerbs): BulletRewrite | null {
  if (MILESTONE.test(b.text.trim())) return null;
  const issues: string[] = [];
  const notes: string[] = [];
  let text = trimEnd(b.text);
  if (b.weakPhrase) {
    issues.push(`weak opener "${b.weakPhrase}"`);
    const replaced = replaceWeakOpener(b, verbs);
    text = replaced.text;
    notes.push(replaced.note);
  } else if (b.openerKind === 'cliche') {
    issues.push(`cliché opener "${b.opener}"`);
    const plain = PLAIN_FOR_CLICHE[b.opener];
    if (plain) {
      text = `${plain}${text.slice(b.opener.length)}`;
      notes.push(`replaces the buzzword "${b.opener}" with "${plain}"`);
    }
  } else if (b.openerKind === 'none') {
    issues.push('does not start with an action verb');
  }
  for (const c of b.cliches) {
    if (c === b.opener) continue;
    issues.push(`cliché "${c}"`);
    const plain = PLAIN_FOR_CLICHE[c];
    if (plain) {
      text = text.replace(new RegExp(`\\b${c}\\b`, 'i'), plain.toLowerCase());
      notes.push(`says "${plain.toLowerCase()}" instead of "${c}"`);
    }
  }
  if (b.passive) issues.push('passive voice');
  if (b.words > 40) issues.push(`long (${b.words} words)`);
  const verbOnly = text;
  let metricClause: string | null = null;
  if (!b.quantified) {
    issues.push('no measurable result');
    const idea = metricIdeas(b.text);
    metricClause = idea.clause;
    text = `${text}, ${idea.clause}`;
    notes.push(`adds a result clause with placeholders for ${idea.metrics[0]}; replace them with your real figures or drop the clause`);
  }
  if (issues.length === 0 || text === trimEnd(b.text)) return null;
  return {
    original: b.text,
    rewritten: text,
    issues,
    explanation: notes.length
      ? `${upperFirst(notes.join('; '))}.`
      : `Start with what you did and what changed: ${issues.join(', ')}.`,
    verbOnly,
    metricClause,
  };
}
