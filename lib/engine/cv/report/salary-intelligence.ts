import type { Result } from '../../../schemas/analysis';
import { careerJobs, countedYears, cvCountry } from '../facts';
import type { ExperienceLevel, RoleProfile, SalaryBand, TitleMatch } from '../knowledge/types';
import { localiseRole } from '../knowledge/local-credentials';
import { currencyOf } from '../knowledge/country-currency';
import { wageCountryName, wageGapReason } from '../knowledge/wage-estimate';
import type { ScoringContext } from '../score/context';
import { describeTarget, familyName } from '../score/target-description';
import { roleFit } from '../score/role-fit';
import { listPhrase } from '../score/text';
import { seniorityRank } from '../score/seniority';
import { heldCredential, missingCredentials } from './credentials';
import { experienceLevel } from './experience-level';

const DEFAULT_COUNTRY = 'US';
const GLOBAL_COUNT = 6;
/** Markets shown first in global comparisons: the largest hiring markets with salary data. */
const PREFERRED_MARKETS = ['US', 'GB', 'DE', 'CA', 'AU', 'NL', 'FR', 'IN', 'IE', 'ES', 'SG', 'CH'];

type Salary = Result['salary_intelligence'];

function toRange(band: SalaryBand): Salary['estimated_range'] {
  return { min: band.min, max: band.max, currency: band.currency, period: band.period };
}

/** What to price: the target's profile (or, for a family-only match, its family), else the occupation of the most recent title. */
export interface PricedRole {
  /** a curated or data profile id, or a family name */
  id: string;
  role: RoleProfile | null;
  match: TitleMatch | null;
  /** the title the match came from */
  title: string;
  fromCv: boolean;
}

export function salaryRole(ctx: ScoringContext): PricedRole | null {
  const typed = ctx.opts.targetRole.trim();
  if (ctx.target.role) return { id: ctx.target.role.id, role: ctx.target.role, match: ctx.target.match, title: typed, fromCv: false };
  if (ctx.target.match) return { id: ctx.target.match.family, role: null, match: ctx.target.match, title: typed, fromCv: false };
  for (const e of ctx.cv.experience) {
    const match = e.title ? ctx.knowledge.matchTitle(e.title) : null;
    // the CV's own title is priced as the target would be, with the credentials of the CV's country:
    // a Zürich HR specialist is not told SHRM-CP or CIPD is valued
    const role = match ? localiseRole(ctx.knowledge.matchRole(e.title!), cvCountry(ctx.cv.contact)) : null;
    if (role) return { id: role.id, role, match, title: e.title!, fromCv: true };
  }
  return null;
}

/**
 * Where the market came from. A location whose country was not read ("Sandton, 2157") did not
 * choose it: naming it beside the default market would say the town is in that country.
 */
function marketSource(contact: ScoringContext['cv']['contact']): string {
  if (contact.location && contact.country) return ` (CV location: ${contact.location})`;
  if (contact.country) return '';
  if (contact.phoneCountry) return ' (from the phone prefix)';
  const read = contact.location ? `the CV's location (${contact.location}) names no country that was recognised` : 'no country was read from the CV (address or phone prefix)';
  return `, the default market, since ${read}`;
}

function money(n: number, currency: string): string {
  return `${currency} ${Math.round(n).toLocaleString('en-US')}`;
}

function drivers(ctx: ScoringContext, level: ExperienceLevel, band: SalaryBand | null, usBand: SalaryBand | null, priced: PricedRole | null, unpriced: string | null): Salary['salary_drivers'] {
  const out: Salary['salary_drivers'] = [];
  const role = priced?.role && priced.role.source !== 'data' ? priced.role : null;
  if (priced?.match) {
    out.push({
      factor: 'Occupation',
      impact: priced.match.confidence === 'exact' || priced.match.confidence === 'strong' ? 'high' : 'medium',
      explanation: `${describeTarget(priced.match, priced.title)}${priced.fromCv ? ' (the most recent job title on the CV, as no target role was given)' : ''}; pay is that occupation's${priced.match.occupation ? '' : ` family's (${familyName(priced.match.family)})`}.`,
    });
  }
  if (band) {
    out.push({
      factor: 'Pay data',
      impact: 'high',
      explanation: `${band.source} (${band.year}). ${
        // a scale's levels are its steps and grades, not percentiles of a distribution
        band.source.startsWith('Pay scale:') ? 'The level maps onto the steps and grades of the scale, as the source notes' : "The level reads a band of the occupation's pay distribution"
      }; figures are gross annual pay before bonuses.`,
    });
  }
  const yrs = countedYears(ctx.facts);
  out.push({
    factor: 'Years of experience',
    impact: (yrs ?? 0) >= 5 ? 'high' : 'medium',
    explanation:
      yrs === null
        ? `The roles on the CV carry no readable dates, so the years of experience cannot be counted; ${band ? 'the estimate stays' : 'the level stays'} at the ${level} level.`
        : `${yrs} years of dated experience place ${band ? 'the estimate' : 'the candidate'} at the ${level} level.`,
  });
  const top = careerJobs(ctx.timeline)
    .filter((r) => r.title)
    .map((r) => ({ title: r.title, rank: seniorityRank(r.title) }))
    .sort((a, b) => b.rank - a.rank)[0];
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
      explanation: `${listPhrase(valued, 5)} ${valued.length === 1 ? 'is' : 'are'} flagged by O*NET as hot or in-demand technologies, which supports ${band ? 'the upper half of the band' : 'pay in the upper part of the occupation\'s range'}.`,
    });
  }
  if (role) {
    const fit = roleFit(ctx, role);
    if (fit.requiredMissing.length) {
      out.push({
        factor: 'Missing core skills',
        impact: fit.requiredMissing.length >= 3 ? 'high' : 'medium',
        explanation: `Without ${listPhrase(fit.requiredMissing, 4)}, offers for ${role.title} roles tend toward ${band ? 'the lower half of the band' : 'the lower part of the occupation\'s range'}.`,
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
    const missing = missingCredentials(ctx, role);
    const named = role.certifications.map((c) => heldCredential(ctx, c)).find(Boolean);
    // "no certifications" only when the page has none; a credential the parser did not list may still be printed
    const none = ctx.facts.sections.presence.certifications === 'absent';
    out.push(
      named
        ? { factor: 'Certifications', impact: 'medium', explanation: `The CV shows ${named}, which ${role.title} roles require or value.` }
        : {
            factor: 'Certifications',
            impact: 'low',
            explanation: `${none ? 'No certifications are listed; ' : ''}${missing[0] ?? role.certifications[0]} is valued for ${role.title} roles.`,
          },
    );
  }
  if (band && usBand && band.country !== usBand.country) {
    out.push({
      factor: 'Location',
      impact: 'high',
      explanation: `Pay is estimated for ${wageCountryName(band.country) ?? band.country} (${money(band.min, band.currency)}–${money(band.max, band.currency)}); the same role and level in the US pays ${money(usBand.min, usBand.currency)}–${money(usBand.max, usBand.currency)}.`,
    });
  } else if (unpriced) {
    const name = wageCountryName(unpriced) ?? unpriced;
    out.push({
      factor: 'Market without salary data',
      impact: 'high',
      explanation: `There is no salary estimate for ${name} (${unpriced}${ctx.cv.contact.location ? `; CV location: ${ctx.cv.contact.location}` : ''}): ${wageGapReason(unpriced) ?? `the wage data holds neither pay by occupation for ${name} nor a national mean of earnings to scale (ILOSTAT's earnings series has no observation for it, and no mean from its statistics office is on file)`}. The ranges by country are the same occupation and level in other markets, as a reference only: pay in ${name} differs, often by a wide margin.`,
    });
  } else if (band) {
    out.push({
      factor: 'Location',
      impact: 'medium',
      explanation: `Estimated for ${band.country}${marketSource(ctx.cv.contact)}; city and remote policy move offers within the band.`,
    });
  }
  return out;
}

/**
 * Salary estimate: country from contact.country or the phone prefix (else US), role from the
 * target role (else the latest title), level from experience, band from the knowledge base. A
 * country without data for the role gets no range, said plainly, and other markets as references.
 */
export function salaryIntelligence(ctx: ScoringContext): Salary {
  const k = ctx.knowledge;
  const available = new Set(k.salaryCountries());
  const stated = cvCountry(ctx.cv.contact);
  const country = stated && available.has(stated) ? stated : DEFAULT_COUNTRY;
  // a country we know the CV is in but have no bands for: the US band is only a reference
  const unpriced = stated && !available.has(stated) ? stated : null;
  const priced = salaryRole(ctx);
  const role = priced;
  const level = experienceLevel(ctx.timeline);
  const ownFigures = priced ? k.salaryBand(priced.id, country, level) : null;
  const usFigures = priced ? k.salaryBand(priced.id, DEFAULT_COUNTRY, level) : null;
  const own = unpriced ? null : widthOrNull(ownFigures);
  const usBand = widthOrNull(usFigures);
  // a country with data for other occupations but not this one is unpriced for it too
  const missing = unpriced ?? (!own && usBand && country !== DEFAULT_COUNTRY ? country : null);
  // another market's band is no estimate for this one ("a Madrid nurse priced in dollars"): it stays among the references
  const band = own ?? (missing ? null : usBand);
  const region = band?.country ?? missing ?? country;
  const others = [...available]
    .filter((c) => c !== region)
    .sort((a, b) => {
      const ia = PREFERRED_MARKETS.indexOf(a);
      const ib = PREFERRED_MARKETS.indexOf(b);
      return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.localeCompare(b);
    });
  const global: Salary['global_ranges'] = [];
  for (const c of others) {
    if (global.length >= GLOBAL_COUNT || !role) break;
    const b = widthOrNull(k.salaryBand(role.id, c, level));
    if (b) global.push({ country: c, range: toRange(b) });
  }
  return {
    estimated_range: band ? toRange(band) : { min: 0, max: 0, currency: currencyOf(region), period: 'year' },
    primary_region: region,
    experience_level: level,
    global_ranges: global,
    salary_drivers:
      band || (missing && usBand)
        ? drivers(ctx, level, band, usBand, priced, missing)
        : noEstimate(ctx, priced, stated ?? null, country, priced ? ownFigures ?? usFigures : null),
  };
}

/** a band of one figure (or none) is not a range: the report then says there is no estimate */
function widthOrNull(band: SalaryBand | null): SalaryBand | null {
  return band && band.max > band.min ? band : null;
}

/** why there is no range, in terms of what the CV and the request give; the range fields stay 0 ("No estimate") */
function noEstimate(ctx: ScoringContext, priced: PricedRole | null, stated: string | null, country: string, single: SalaryBand | null): Salary['salary_drivers'] {
  const typed = ctx.opts.targetRole.trim();
  const titles = [...new Set(ctx.cv.experience.map((e) => e.title?.trim()).filter((t): t is string => !!t))];
  const cvTitles = listPhrase(titles.map((t) => `"${t}"`), 3);
  const why = single
    ? `The pay data gives one figure, not a range, for ${priced?.role?.title ?? priced?.title} at the ${experienceLevel(ctx.timeline)} level in ${wageCountryName(single.country) ?? single.country} (${single.source}), so no range is estimated.`
    : priced
    ? `There is no salary data for ${priced.role?.title ?? priced.title} in ${wageCountryName(country) ?? country}, so no range is estimated.`
    : typed
      ? `Neither the target role "${typed}" nor ${titles.length ? `the CV's job titles (${cvTitles})` : 'a job title on the CV'} matches an occupation with pay data, so no range is estimated.`
      : titles.length
        ? `No target role was given, and none of the CV's job titles (${cvTitles}) matches an occupation with pay data, so no range is estimated.`
        : 'No target role was given and no job title was read from the CV, so no range is estimated.';
  const out: Salary['salary_drivers'] = [{ factor: priced ? 'No pay data' : 'Role not recognised', impact: 'high', explanation: why }];
  if (!stated) {
    out.push({ factor: 'Location', impact: 'medium', explanation: `No country was read from the CV (address or phone prefix), so ${country} is the default market.` });
  }
  return out;
}
