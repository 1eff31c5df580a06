import type { SkillInfo } from '../knowledge/types';
import { profileIsFirm, type ScoringContext } from './context';
import { mean, toScore } from './numbers';
import { suggestion } from './suggestion';
import { listPhrase } from './text';
import type { DimensionScore } from './types';

/** Occupation count at which a skill is everywhere (Microsoft Office level) and confers no rarity. */
const UBIQUITOUS_OCCUPATIONS = 400;
const TOP_SKILLS = 10;

/**
 * Market value of one skill, 0..1: 0.45 × Hot Technology + 0.30 × In Demand + 0.25 × rarity,
 * rarity = 1 − ln(1 + occupations) / ln(1 + 400), clamped; skills without an O*NET occupation
 * count (curated) get a neutral rarity of 0.5.
 */
export function skillMarketValue(skill: SkillInfo): number {
  const rarity =
    skill.occupationCount > 0 ? Math.max(0, 1 - Math.log1p(skill.occupationCount) / Math.log1p(UBIQUITOUS_OCCUPATIONS)) : 0.5;
  return 0.45 * (skill.hot ? 1 : 0) + 0.3 * (skill.inDemand ? 1 : 0) + 0.25 * rarity;
}

/**
 * Market rarity: 100 × mean market value of the CV's ten most valuable hard skills (fewer than
 * ten count the missing ones as 0, so breadth matters too). No hard skills scores 0.
 */
export function scoreMarketRarity(ctx: ScoringContext): DimensionScore {
  const ranked = ctx.hardSkills
    .map((m) => ({ skill: m.skill, value: skillMarketValue(m.skill) }))
    .sort((a, b) => b.value - a.value || a.skill.name.localeCompare(b.skill.name));
  const top = ranked.slice(0, TOP_SKILLS);
  const values = [...top.map((t) => t.value), ...Array(Math.max(0, TOP_SKILLS - top.length)).fill(0)];
  const score = toScore(100 * mean(values));
  const hot = ranked.filter((r) => r.skill.hot).map((r) => r.skill.name);
  const inDemand = ranked.filter((r) => r.skill.inDemand).map((r) => r.skill.name);
  const rare = ranked.filter((r) => r.skill.occupationCount > 0 && r.skill.occupationCount <= 15).map((r) => r.skill.name);
  // Required skills are hard-skill coverage's concern; here the optional ones that pay.
  const missingHot = (profileIsFirm(ctx.target) ? (ctx.target.role?.preferredHardSkills ?? []) : [])
    .filter((n) => !ctx.skillNames.has(n))
    .map((n) => ctx.knowledge.lookupSkill(n))
    .filter((s): s is SkillInfo => Boolean(s && (s.hot || s.inDemand)))
    .map((s) => s.name);
  return {
    score,
    explanation:
      ranked.length === 0
        ? 'No recognised hard skills, so no market signal.'
        : `${ranked.length} hard skills: ${hot.length} are O*NET Hot Technologies, ${inDemand.length} In Demand, ${rare.length} are listed by 15 or fewer occupations (rare); mean value of the top ${Math.min(TOP_SKILLS, ranked.length)} scored over ${TOP_SKILLS}.`,
    top_strength: top[0] ? `Most valuable skills: ${listPhrase(top.slice(0, 4).map((t) => t.skill.name))}` : 'No recognised hard skills',
    top_weakness: missingHot.length
      ? `In-demand skills for the role not shown: ${listPhrase(missingHot, 4)}`
      : ranked.length < TOP_SKILLS
        ? `Only ${ranked.length} recognised hard skills`
        : 'Skill set is already market-aligned',
    suggestions: missingHot.length
      ? [suggestion('low', 'skills', 'Show in-demand skills you have', `${listPhrase(missingHot, 4)} ${missingHot.length === 1 ? 'is' : 'are'} flagged by O*NET as hot or in demand and ${missingHot.length === 1 ? 'is' : 'are'} not on the CV; add any you have used.`)]
      : [],
  };
}
