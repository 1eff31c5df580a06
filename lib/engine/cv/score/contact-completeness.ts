import { shown, type ContactFacts, type Presence } from '../facts';
import { workFamily, type ScoringContext } from './context';
import { toScore } from './numbers';
import { suggestion } from './suggestion';
import type { DimensionScore } from './types';

/** Points per contact field: what a recruiter needs to reach and vet the candidate. */
export const CONTACT_WEIGHTS: Array<{ field: 'email' | 'phone' | 'name' | 'location' | 'linkedin' | 'profile'; label: string; points: number }> = [
  { field: 'email', label: 'email', points: 30 },
  { field: 'phone', label: 'phone number', points: 20 },
  { field: 'name', label: 'name', points: 15 },
  { field: 'location', label: 'location (city, country)', points: 15 },
  { field: 'linkedin', label: 'LinkedIn profile', points: 10 },
  { field: 'profile', label: 'portfolio or GitHub link', points: 10 },
];

/** Families whose hiring managers look at public work (code, designs, campaigns); elsewhere a link is optional. */
const PROFILE_FAMILIES = new Set(['engineering', 'data', 'design', 'marketing', 'product', 'science']);

const VALID_EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** A field's presence; a GitHub or website link counts for "profile". */
function presence(contact: ContactFacts, field: (typeof CONTACT_WEIGHTS)[number]['field']): Presence {
  if (field !== 'profile') return contact[field].presence;
  const both = [contact.github.presence, contact.website.presence];
  return both.find(shown) ?? (both.includes('unknown') ? 'unknown' : 'absent');
}

/**
 * Contact completeness: 100 × points of the fields present / points of the fields expected,
 * with email 30 (must be valid), phone 20, name 15, location 15, LinkedIn 10, GitHub or website
 * 10; the GitHub/website link is expected only for engineering, data, design, marketing,
 * product and science work (the target's family, else that of the CV's latest placed title; not
 * when neither is known), otherwise it is a bonus that
 * cannot push the score above 100. A field counts as present when the page shows it (a profile
 * as a URL, a handle or a labelled icon); a field the layout did not let the engine check is
 * neither counted nor called missing.
 */
export function scoreContactCompleteness(ctx: ScoringContext): DimensionScore {
  const contact = ctx.facts.contact;
  // a target known only as an O*NET occupation (pilot, dentist) still has a family to judge by;
  // without a target the CV's own titles say what kind of work it is (an electrician needs no GitHub)
  const family = workFamily(ctx);
  const profileExpected = family !== null && PROFILE_FAMILIES.has(family);
  const state = (w: (typeof CONTACT_WEIGHTS)[number]) => presence(contact, w.field);
  const expected = CONTACT_WEIGHTS.filter((w) => (w.field !== 'profile' || profileExpected) && state(w) !== 'unknown');
  // a malformed address is there but earns nothing (contact improvements say what is wrong with it)
  const valid = (w: (typeof CONTACT_WEIGHTS)[number]) => w.field !== 'email' || !contact.email.value || VALID_EMAIL.test(contact.email.value);
  const have = CONTACT_WEIGHTS.filter((w) => shown(state(w)) && valid(w));
  const missing = expected.filter((w) => state(w) === 'absent');
  const possible = Math.max(1, expected.reduce((s, w) => s + w.points, 0));
  const score = toScore((100 * have.reduce((s, w) => s + w.points, 0)) / possible);
  return {
    score,
    explanation: `Contact fields present: ${have.map((w) => w.label).join(', ') || 'none'}${missing.length ? `; missing: ${missing.map((w) => `${w.label} (${Math.round((100 * w.points) / possible)} pts)`).join(', ')}` : ''}.`,
    top_strength: have.length ? `Reachable by ${have.slice(0, 2).map((w) => w.label).join(' and ')}` : 'Contact details could not be read',
    top_weakness: missing.length ? `Missing ${missing[0].label}` : 'Contact details are complete',
    suggestions: missing.map((w) =>
      suggestion(w.points >= 20 ? 'critical' : w.points >= 15 ? 'medium' : 'low', 'contact', `Add your ${w.label}`, `Recruiters and ATS expect it in the header; it is worth ${Math.round((100 * w.points) / possible)} points here.`),
    ),
  };
}
