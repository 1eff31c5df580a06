import type { Result } from '../../../schemas/analysis';
import type { Contact } from '../types';
import type { AtsFinding } from '../score/ats-checks';
import type { ScoringContext } from '../score/context';
import { jdFit, roleFit } from '../score/role-fit';
import { listPhrase } from '../score/text';
import { addSkills, cleanLayout, fillContact, fillPlaceholders, replaceBullets, setSummary, type CvVersion } from './cv-edits';
import type { BulletRewrite } from './rewrite-bullet';

type Action = Result['improvement_actions'][number];

export interface ActionInputs {
  ctx: ScoringContext;
  currentOverall: number;
  rewrites: readonly BulletRewrite[];
  summaries: Result['generated_summaries'];
  summaryScore: number;
  atsFindings: readonly AtsFinding[];
  /** overall score of an edited CV version */
  rescore: (v: CvVersion) => number;
}

const MAX_KEYWORDS_TO_ADD = 5;
const LAYOUT_CODES = new Set(['MULTI_COLUMN', 'DOCX_TABLES', 'TEXT_BOXES', 'CONTACT_IN_HEADER_FOOTER', 'IMAGES', 'SMALL_FONT']);
/** Stand-ins for the fields a candidate would add; used for re-scoring only. */
const CONTACT_STAND_INS: Partial<Record<keyof Contact, string>> = {
  email: 'name@example.com',
  phone: '+1 555 0100',
  location: 'City, Country',
  linkedin: 'linkedin.com/in/name',
  github: 'github.com/name',
};

interface Candidate {
  action: string;
  category: Action['category'];
  effort: Action['effort'];
  time_estimate: Action['time_estimate'];
  edit: (v: CvVersion) => CvVersion;
}

function candidates(inp: ActionInputs): Candidate[] {
  const { ctx } = inp;
  const out: Candidate[] = [];
  if (inp.rewrites.length) {
    const n = inp.rewrites.length;
    out.push({
      action: `Rewrite ${n} weak bullet${n > 1 ? 's' : ''} with strong verbs and your real figures (see bullet rewrites), starting with "${inp.rewrites[0].original}"`,
      category: 'content',
      effort: n <= 3 ? 'quick_win' : 'moderate',
      time_estimate: n <= 3 ? '15_minutes' : n <= 6 ? '30_minutes' : '1_hour',
      edit: (v) => replaceBullets(v, new Map(inp.rewrites.map((r) => [r.original, fillPlaceholders(r.rewritten)]))),
    });
  }
  const c = ctx.cv.contact;
  const family = ctx.target.role?.family;
  const missing: Array<'email' | 'phone' | 'location' | 'linkedin' | 'github'> = (['email', 'phone', 'location', 'linkedin'] as const).filter((f) => !c[f]);
  if (!c.github && (family === 'engineering' || family === 'data')) missing.push('github');
  if (missing.length) {
    out.push({
      action: `Add your ${listPhrase(missing.map((m) => (m === 'linkedin' ? 'LinkedIn URL' : m === 'github' ? 'GitHub URL' : m)))} to the header`,
      category: 'contact',
      effort: 'quick_win',
      time_estimate: '5_minutes',
      edit: (v) => fillContact(v, Object.fromEntries(missing.map((m) => [m, CONTACT_STAND_INS[m]]))),
    });
  }
  const bestSummary = inp.summaries.find((s) => s.style === 'achievement_focused') ?? inp.summaries[0];
  if (bestSummary && (!ctx.cv.summary || inp.summaryScore < 60)) {
    out.push({
      action: ctx.cv.summary
        ? `Replace the summary with a sharper one naming your role, years, top skills and best result (see generated summaries)`
        : `Add a professional summary (see generated summaries, e.g. the ${bestSummary.style.replace('_', '-')} one)`,
      category: ctx.cv.summary ? 'content' : 'structure',
      effort: 'quick_win',
      time_estimate: '15_minutes',
      edit: (v) => setSummary(v, bestSummary.text),
    });
  }
  const role = ctx.target.role;
  const missingSkills = [...new Set([...(jdFit(ctx)?.skillsMissing ?? []), ...(role ? roleFit(ctx, role).requiredMissing : [])])].slice(0, MAX_KEYWORDS_TO_ADD);
  if (missingSkills.length) {
    out.push({
      action: `Add ${listPhrase(missingSkills)} to the skills section, but only those you have actually used`,
      category: 'keywords',
      effort: 'quick_win',
      time_estimate: '5_minutes',
      edit: (v) => addSkills(v, missingSkills),
    });
  }
  const layout = inp.atsFindings.filter((f) => LAYOUT_CODES.has(f.code));
  if (layout.length) {
    out.push({
      action: `Fix the layout for ATS: ${listPhrase(layout.map((f) => f.fix.toLowerCase()), 3)}`,
      category: 'ats',
      effort: 'moderate',
      time_estimate: '1_hour',
      edit: cleanLayout,
    });
  }
  return out;
}

/**
 * Improvement actions, each with `estimated_score_gain` = overall score of the CV with that
 * action applied − current overall score (placeholders counted as filled in). Actions that
 * would gain nothing are left out; the largest gains come first.
 */
export function improvementActions(inp: ActionInputs): Action[] {
  const base: CvVersion = { doc: inp.ctx.doc, cv: inp.ctx.cv };
  return candidates(inp)
    .map((c) => ({
      action: c.action,
      category: c.category,
      effort: c.effort,
      time_estimate: c.time_estimate,
      estimated_score_gain: inp.rescore(c.edit(base)) - inp.currentOverall,
    }))
    .filter((a) => a.estimated_score_gain > 0)
    .sort((a, b) => b.estimated_score_gain - a.estimated_score_gain);
}

/** Current overall plus the quick wins (min) or all actions (max), capped at 100. */
export function projectedScore(current: number, actions: readonly Action[]): Result['projected_score'] {
  const quick = actions.filter((a) => a.effort === 'quick_win').reduce((s, a) => s + a.estimated_score_gain, 0);
  const all = actions.reduce((s, a) => s + a.estimated_score_gain, 0);
  return { min: Math.min(100, current + quick), max: Math.min(100, current + all) };
}
