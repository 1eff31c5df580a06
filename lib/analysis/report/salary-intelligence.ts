import type { Result } from '../../api/schemas/analysis';
import type { ExperienceLevel, RoleProfile, SalaryBand } from '../knowledge/types';
import type { ScoringContext } from '../score/context';
import { roleFit } from '../score/role-fit';
import { listPhrase } from '../score/text';
import { years } from '../score/timeline';
import { missingCredentials } from './credentials';
import { experienceLevel } from './experience-level';

const DEFAULT_COUNTRY = 'US';
const GLOBAL_COUNT = 6;
/** Markets shown first in global comparisons: the largest hiring markets with salary data. */
const PREFERRED_MARKETS = ['US', 'GB', 'DE', 'CA', 'AU', 'NL', 'FR', 'IN', 'IE', 'ES', 'SG', 'CH'];

type Salary = Result['salary_intelligence'];

function toRange(band: SalaryBand): Salary['estimated_range'] {
  return { min: band.min, max: band.max, currency: band.currency, period: band.period };
}

/** The role to price: the target profile, else the profile of the most recent title. */
export function salaryRole(ctx: ScoringContext): RoleProfile | null {
  if (ctx.target.role) return ctx.target.role;
  for (const e of ctx.cv.experience) {
    const role = e.title ? ctx.knowledge.matchRole(e.title) : null;
    if (role) return role;
  }
  return null;
}

function money(n: number, currency: string): string {
  return `${currency} ${Math.round(n).toLocaleString('en-US')}`;
}

function drivers(ctx: ScoringContext, level: ExperienceLevel, band: SalaryBand | null, usBand: SalaryBand | null, role: RoleProfile | null, unpriced: string | null): Salary['salary_drivers'] {
  const out: Salary['salary_drivers'] = [];
  const yrs = years(ctx.timeline.totalMonths);
  out.push({
    factor: 'Years of experience',
    impact: yrs >= 5 ? 'high' : 'medium',
    explanation: `${yrs} years of dated experience place the estimate at the ${level} level.`,
  });
  const top = [...ctx.timeline.entries].sort((a, b) => b.rank - a.rank)[0];
  if (top?.title) {
    out.push({
      factor: 'Seniority of titles',
      impact: top.rank >= 4 ? 'high' : top.rank >= 3 ? 'medium' : 'low',
      explanation: `The most senior title held is "${top.title}"${top.rank >= 4 ? ', which supports lead-level pay' : top.rank >= 3 ? ', a senior title' : ''}.`,
    });
  }
  const valued = ctx.hardSkills.filter((m) => m.skill.hot || m.skill.inDemand).map((m) => m.skill.name);
  if (valued.length) {
    out.push({
      factor: 'In-demand skills',
      impact: valued.length >= 5 ? 'high' : 'medium',
      explanation: `${listPhrase(valued, 5)} ${valued.length === 1 ? 'is' : 'are'} flagged by O*NET as hot or in-demand technologies, which supports the upper half of the band.`,
    });
  }
  if (role) {
    const fit = roleFit(ctx, role);
    if (fit.requiredMissing.length) {
      out.push({
        factor: 'Missing core skills',
        impact: fit.requiredMissing.length >= 3 ? 'high' : 'medium',
        explanation: `Without ${listPhrase(fit.requiredMissing, 4)}, offers for ${role.title} roles tend toward the lower half of the band.`,
      });
    }
  }
  if (ctx.cv.certifications.length) {
    out.push({
      factor: 'Certifications',
      impact: 'medium',
      explanation: `${listPhrase(ctx.cv.certifications, 3)} ${ctx.cv.certifications.length === 1 ? 'is' : 'are'} listed; credentials strengthen a negotiation.`,
    });
  } else if (role?.certifications.length) {
    // "Teaching Council Registration No: 123456" in the header is a credential even outside a certifications section
    const missing = missingCredentials(ctx);
    const held = role.certifications.find((c) => !missing.includes(c));
    const named = held && (held.split(/\s+or\s+/i).find((alt) => ctx.lowerText.includes(alt.trim().toLowerCase()))?.trim() ?? held);
    out.push(
      named
        ? { factor: 'Certifications', impact: 'medium', explanation: `The CV shows ${named}, which ${role.title} roles require or value.` }
        : {
            factor: 'Certifications',
            impact: 'low',
            explanation: `No certifications are listed; ${missing[0] ?? role.certifications[0]} is valued for ${role.title} roles.`,
          },
    );
  }
  if (band && usBand && band.country !== usBand.country) {
    out.push({
      factor: 'Location',
      impact: 'high',
      explanation: `Pay is estimated for ${band.country} (${money(band.min, band.currency)}–${money(band.max, band.currency)}); the same role and level in the US pays ${money(usBand.min, usBand.currency)}–${money(usBand.max, usBand.currency)}.`,
    });
  } else if (band && unpriced) {
    out.push({
      factor: 'Market without salary data',
      impact: 'high',
      explanation: `There is no salary data for ${unpriced} (CV location${ctx.cv.contact.location ? `: ${ctx.cv.contact.location}` : ''}), so the range shown is the US band for the same role and level, as a reference only: pay in ${unpriced} differs, often by a wide margin.`,
    });
  } else if (band) {
    out.push({
      factor: 'Location',
      impact: 'medium',
      explanation: `Estimated for ${band.country}${ctx.cv.contact.location ? ` (CV location: ${ctx.cv.contact.location})` : ', the default market since the CV states no country'}; city and remote policy move offers within the band.`,
    });
  }
  return out;
}

/**
 * Salary estimate: country from contact.country or the phone prefix (else US, said plainly when
 * the CV's country has no data), role from the target role (else the latest title), level from
 * experience, band from the knowledge base.
 */
export function salaryIntelligence(ctx: ScoringContext): Salary {
  const k = ctx.knowledge;
  const available = new Set(k.salaryCountries());
  const stated = ctx.cv.contact.country ?? ctx.cv.contact.phoneCountry;
  const country = stated && available.has(stated) ? stated : DEFAULT_COUNTRY;
  // a country we know the CV is in but have no bands for: the US band is only a reference
  const unpriced = stated && !available.has(stated) ? stated : null;
  const role = salaryRole(ctx);
  const level = experienceLevel(ctx.timeline);
  const band = role ? k.salaryBand(role.id, country, level) ?? k.salaryBand(role.id, DEFAULT_COUNTRY, level) : null;
  const usBand = role ? k.salaryBand(role.id, DEFAULT_COUNTRY, level) : null;
  const others = [...available]
    .filter((c) => c !== band?.country)
    .sort((a, b) => {
      const ia = PREFERRED_MARKETS.indexOf(a);
      const ib = PREFERRED_MARKETS.indexOf(b);
      return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.localeCompare(b);
    });
  const global: Salary['global_ranges'] = [];
  for (const c of others) {
    if (global.length >= GLOBAL_COUNT || !role) break;
    const b = k.salaryBand(role.id, c, level);
    if (b) global.push({ country: c, range: toRange(b) });
  }
  return {
    estimated_range: band ? toRange(band) : { min: 0, max: 0, currency: 'USD', period: 'year' },
    primary_region: band?.country ?? country,
    experience_level: level,
    global_ranges: global,
    salary_drivers: band
      ? drivers(ctx, level, band, usBand, role, unpriced)
      : [
          {
            factor: 'Role not recognised',
            impact: 'high',
            explanation: `No salary data matches "${ctx.opts.targetRole}" or the CV's titles, so no range is estimated (shown as 0).`,
          },
        ],
  };
}
