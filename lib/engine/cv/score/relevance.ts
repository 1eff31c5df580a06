import { NOT_MEASURED } from '../../../schemas/not-measured';
import type { ScoringContext } from './context';
import { profileIsFirm, roleTitle } from './context';
import { describeTarget } from './target-description';
import { percent, ratio, toScore } from './numbers';
import { jdFit, roleFit } from './role-fit';
import { suggestion } from './suggestion';
import { listPhrase } from './text';
import type { DimensionScore, SuggestionItem } from './types';

/**
 * How well the CV's job titles match the target: 1 when a title maps to the target profile, 0.8
 * when it names the same occupation through another profile, 0.5 for a title in the same family
 * (the most recent title counts fully, older ones 0.7); without any match for the target, the
 * share of target-role words found in the best title.
 */
function titleMatch(ctx: ScoringContext): { value: number; title: string | null } {
  const role = ctx.target.role;
  const target = ctx.target.match;
  const titles = ctx.cv.experience.map((e) => e.title).filter((t): t is string => Boolean(t));
  let best = { value: 0, title: null as string | null };
  titles.forEach((title, i) => {
    const recency = i === 0 ? 1 : 0.7;
    const wanted = ctx.opts.targetRole.toLowerCase().split(/\W+/).filter((w) => w.length > 2);
    const have = new Set(title.toLowerCase().split(/\W+/));
    let value = ratio(wanted.filter((w) => have.has(w)).length, wanted.length);
    if (target) {
      const held = ctx.knowledge.matchTitle(title);
      const heldRole = held ? ctx.knowledge.matchRole(title) : null;
      const same = role && heldRole?.id === role.id ? 1 : held?.occupation && target.occupation && held.occupation.soc === target.occupation.soc ? 0.8 : held?.family === target.family ? 0.5 : 0;
      value = Math.max(value, same);
    }
    if (value * recency > best.value) best = { value: value * recency, title };
  });
  return best;
}

/**
 * Relevance to the target role and, when given, the job description.
 * role part = 100 × (0.55 × hard-skill coverage of the profile + 0.15 × share of its industry
 * terms present + 0.30 × title match); without a matching profile, 100 × title match.
 * With a job description: score = 0.4 × role part + 60 × JD coverage (JD skills 0.7, JD
 * phrases 0.3); otherwise score = role part.
 */
export function scoreRelevance(ctx: ScoringContext): DimensionScore {
  if (!ctx.opts.targetRole.trim() && !ctx.target.jd) {
    return {
      score: 0,
      explanation: `${NOT_MEASURED}: no target role or job description was given, so relevance is left out of the overall score.`,
      top_strength: NOT_MEASURED,
      top_weakness: 'No target role or job description was given to compare with',
      suggestions: [],
    };
  }
  const role = profileIsFirm(ctx.target) ? ctx.target.role : null;
  const fit = role ? roleFit(ctx, role) : null;
  const title = titleMatch(ctx);
  const termsShare = fit && role!.industryTerms.length ? ratio(fit.termsPresent.length, role!.industryTerms.length) : 0;
  const rolePart = fit ? 100 * (0.55 * fit.hardCoverage + 0.15 * termsShare + 0.3 * title.value) : 100 * title.value;
  const jd = jdFit(ctx);
  const score = toScore(jd ? 0.4 * rolePart + 60 * jd.coverage : rolePart);
  const target = roleTitle(ctx);
  const parts: string[] = [];
  if (fit) {
    parts.push(
      `${fit.requiredPresent.length} of ${role!.requiredHardSkills.length} core ${role!.title} skills and ${fit.termsPresent.length} of ${role!.industryTerms.length} industry terms appear`,
    );
  }
  parts.push(title.title ? `the closest job title is "${title.title}" (match ${Math.round(title.value * 100)}%)` : 'no job title resembles the target');
  if (jd) {
    parts.push(
      `the job description's skills are ${percent(jd.skillsPresent.length, jd.skillsPresent.length + jd.skillsMissing.length)}% covered and ${jd.phrasesPresent.length} of ${jd.phrasesPresent.length + jd.phrasesMissing.length} key phrases appear`,
    );
  }
  const missingCore = [...(jd?.skillsMissing ?? []), ...(fit?.requiredMissing ?? [])].filter((s, i, a) => a.indexOf(s) === i);
  const suggestions: SuggestionItem[] = [];
  // Missing profile skills are hard-skill coverage's suggestion; relevance speaks for the posting.
  if (jd && jd.skillsMissing.length > 0) {
    suggestions.push(
      suggestion(
        jd.skillsMissing.length >= 3 ? 'high' : 'medium',
        'skills',
        'Cover the job description’s skills',
        `Named in the posting but not found in the CV: ${listPhrase(jd.skillsMissing, 6)}. Where you have used them, name them in a bullet that shows the result; do not list skills you lack.`,
      ),
    );
  }
  if (jd && jd.phrasesMissing.length > 0) {
    suggestions.push(
      suggestion('medium', 'experience', 'Mirror the job description’s wording', `Phrases from the posting that the CV never uses: ${listPhrase(jd.phrasesMissing.map((p) => `"${p}"`), 5)}.`),
    );
  }
  if (title.value < 0.5 && target) {
    suggestions.push(
      suggestion('medium', 'summary', `Name the target role`, `No job title on the CV reads as ${target}; state the target title in your summary and headline.`),
    );
  }
  const compared = ctx.target.match ? `${describeTarget(ctx.target.match, ctx.opts.targetRole.trim())}. ` : '';
  return {
    score,
    explanation: `${compared}Relevance to ${target || 'the target role'}${role ? '' : ' (judged by title and the job description, not by a skill profile)'}: ${parts.join('; ')}.`,
    top_strength:
      fit && fit.requiredPresent.length > 0
        ? `Core skills present: ${listPhrase(fit.requiredPresent, 5)}`
        : jd && jd.skillsPresent.length > 0
          ? `Job-description skills present: ${listPhrase(jd.skillsPresent, 5)}`
          : title.title
            ? `Relevant title: ${title.title}`
            : 'Little overlap with the target yet',
    top_weakness:
      missingCore.length > 0
        ? `Missing: ${listPhrase(missingCore, 5)}`
        : fit || jd
          ? 'No core skill of the target is missing'
          : title.value < 0.5
              ? `No job title resembles ${target}`
              : `No skill profile for ${target}: only the job titles were compared`,
    suggestions,
  };
}
