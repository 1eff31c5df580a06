import type { ScoringContext } from '../score/context';
import type { DimensionScores } from '../score/types';
import { quote, listPhrase } from '../score/text';
import { skillMarketValue } from '../score/market-rarity';
import { nameableCertifications } from './credentials';
import { summaryMaterial } from './summary-material';
import { degreeTitle } from '../facts/degree-title';

const MAX_STRENGTHS = 6;
const STRONG_SCORE = 75;

/** Strengths a recruiter would notice, each backed by something the CV shows. */
export function keyStrengths(ctx: ScoringContext, d: DimensionScores): string[] {
  const f = summaryMaterial(ctx);
  const out: string[] = [];
  if (f.bestAchievement) out.push(`Measured impact: ${quote(f.bestAchievement.text, 16)}`);
  if (f.years >= 1) {
    out.push(`${f.years} years of experience across ${f.roles} role${f.roles === 1 ? '' : 's'}${f.employers.length ? ` (${listPhrase(f.employers, 3)})` : ''}`);
  }
  if (d.career_progression.score >= STRONG_SCORE) out.push(d.career_progression.top_strength);
  const valuable = ctx.hardSkills
    .filter((m) => skillMarketValue(m.skill) >= 0.45 && ctx.evidencedSkills.has(m.skill.name))
    .map((m) => m.skill.name);
  if (valuable.length) out.push(`In-demand skills shown in use: ${listPhrase(valuable, 5)}`);
  if (f.leadership && f.leadership !== f.bestAchievement) out.push(`Leadership: ${quote(f.leadership.text, 14)}`);
  const certified = nameableCertifications(ctx.cv);
  if (certified.length) out.push(`Certified: ${listPhrase(certified, 3)}`);
  if (d.ats_compatibility.score >= 90) out.push('Clean, ATS-readable document');
  const degree = ctx.cv.education.find((e) => e.degree);
  if (degree && out.length < MAX_STRENGTHS) out.push(`${degreeTitle(degree, ctx.cv.language)}${degree.institution ? `, ${degree.institution}` : ''}`);
  return out.slice(0, MAX_STRENGTHS);
}
