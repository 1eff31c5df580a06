import { withArticle } from '../score/text';
import type { Result } from '../../../schemas/analysis';
import { callingCodeOf } from '../parse/calling-codes';
import type { ScoringContext } from '../score/context';

type ContactImprovement = Result['contact_improvements'][number];

/** "+33 6 …", "(+33) 612345678" (Europass brackets the code), "0033 6 …": the number dials in from abroad. */
const INTERNATIONAL = /^\(?(?:\+|00)\s?\d/;

// Families whose hiring managers look for public work samples.
const PORTFOLIO_FAMILIES = new Set(['design', 'marketing', 'product']);
const CODE_FAMILIES = new Set(['engineering', 'data', 'science']);

/**
 * Whether the target role's core skills are written in code (a language, Git): a mechanical or
 * civil engineer's hiring manager does not look for a GitHub profile.
 */
function writesCode(ctx: ScoringContext): boolean {
  return (ctx.target.role?.requiredHardSkills ?? []).some((name) => {
    const skill = ctx.knowledge.lookupSkill(name);
    return skill?.category === 'programming_language' || /^git(?:hub)?$/i.test(name);
  });
}

/**
 * What to add or fix in the contact block, each with the value the CV shows now. "No …" is
 * said only when the CV facts say the field is absent; a profile printed as a handle or an
 * icon label is there, and the advice is to write it out as an address.
 */
export function contactImprovements(ctx: ScoringContext): ContactImprovement[] {
  const f = ctx.facts.contact;
  const c = ctx.cv.contact;
  const family = ctx.target.role?.family;
  const out: ContactImprovement[] = [];
  if (f.name.presence === 'absent') out.push({ area: 'name', issue: 'No name was found at the top of the CV', suggestion: 'Put your full name on the first line, as plain text (not in a header or image)', current_value: '' });
  if (f.email.presence === 'absent') {
    out.push({ area: 'email', issue: 'No email address', suggestion: 'Add a professional address, ideally firstname.lastname@…', current_value: '' });
  } else if (c.email && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(c.email)) {
    out.push({ area: 'email', issue: 'The email address looks malformed', suggestion: 'Check it for typos and stray characters', current_value: c.email });
  } else if (c.email && c.name && !c.name.toLowerCase().split(/\s+/).some((part) => part.length > 1 && c.email!.toLowerCase().includes(part))) {
    out.push({ area: 'email', issue: 'The email address does not contain your name', suggestion: 'Use an address based on your name so recruiters can find it again', current_value: c.email });
  }
  if (f.phone.presence === 'absent') {
    // the example is the candidate's own country's code: "+44" told an Irish candidate to dial Britain
    const code = callingCodeOf(c.country);
    out.push({ area: 'phone', issue: 'No phone number', suggestion: `Add a mobile number with the country code${code ? ` (e.g. +${code} …)` : ''}`, current_value: '' });
  } else if (c.phone && !INTERNATIONAL.test(c.phone.trim()) && c.country && c.country !== 'US') {
    out.push({ area: 'phone', issue: 'The phone number has no international prefix', suggestion: 'Write it with the country code so recruiters abroad can call', current_value: c.phone });
  }
  if (f.location.presence === 'absent') {
    out.push({ area: 'location', issue: 'No location', suggestion: 'Add city and country (and "open to remote/relocation" if true); many searches filter by location', current_value: '' });
  } else if (c.location && !c.country) {
    out.push({ area: 'location', issue: 'The location does not name a country', suggestion: 'Add the country so region filters and salary estimates use the right market', current_value: c.location });
  }
  if (f.linkedin.presence === 'absent') {
    out.push({ area: 'linkedin', issue: 'No LinkedIn profile', suggestion: 'Add your LinkedIn URL (linkedin.com/in/your-name); recruiters check it before calling', current_value: '' });
  } else if (f.linkedin.presence === 'trace') {
    out.push({
      area: 'linkedin',
      issue: 'LinkedIn is given as a label or icon rather than an address',
      suggestion: 'Write the profile out as linkedin.com/in/your-name: icons and labels are lost when an ATS reads the text',
      current_value: f.linkedin.value ?? 'LinkedIn',
    });
  } else if (c.linkedin && /linkedin\.com\/in\/[^/\s]*-[0-9a-f]{6,}/i.test(c.linkedin)) {
    out.push({ area: 'linkedin', issue: 'The LinkedIn URL has a random suffix', suggestion: 'Claim a custom URL such as linkedin.com/in/your-name', current_value: c.linkedin });
  }
  if (f.github.presence === 'absent' && family && CODE_FAMILIES.has(family) && writesCode(ctx)) {
    out.push({ area: 'github', issue: `No GitHub profile, which ${ctx.target.role!.title} hiring managers often check`, suggestion: 'Link a GitHub profile with pinned repositories that show the skills you list', current_value: '' });
  }
  if (f.website.presence === 'absent' && family && PORTFOLIO_FAMILIES.has(family)) {
    out.push({ area: 'portfolio', issue: `No portfolio link for ${withArticle(ctx.target.role!.title)} application`, suggestion: 'Link a portfolio with two or three case studies', current_value: '' });
  }
  return out;
}
