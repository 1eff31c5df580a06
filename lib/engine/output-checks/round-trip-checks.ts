/**
 * Round trip: the improved CV, rendered as PDF and DOCX and read back by the engine, gives the
 * same name, contacts, jobs (employer, title, dates), education and skills as the CV itself.
 * One mismatch is counted per field group and format.
 */
import type { ParsedCv, YearMonth } from '../cv/types';
import type { JsonResume } from '../render/json-resume-schema';
import { norm } from './cv-truth';
import { finding, type Finding } from './finding';
import type { ReadBack } from './run-outputs';

const date = (d: YearMonth | null) => (d ? `${d.year}-${d.month ?? '?'}` : '-');
const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');
const url = (s: string | null) => (s ?? '').toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');

/** "J O R D A N" and "Jordan" are one name: letter-spacing is how it was set, not what it says. */
const nameKey = (name: string | null) => norm(name).replace(/\b(\p{L}) (?=\p{L}\b)/gu, '$1');

const jobsOf = (cv: ParsedCv) =>
  cv.experience.map((e) => `${norm(e.employer)} | ${norm(e.title)} | ${date(e.start)} – ${e.current ? 'present' : date(e.end)}`);
const educationOf = (cv: ParsedCv) => cv.education.map((e) => `${norm(e.institution)} | ${norm(e.degree)}`);

function diff(label: string, before: string[], after: string[]): string | null {
  const missing = before.filter((x) => !after.includes(x));
  const extra = after.filter((x) => !before.includes(x));
  if (!missing.length && !extra.length && before.length === after.length) return null;
  return `${label}: lost [${missing.slice(0, 3).join('; ')}] gained [${extra.slice(0, 3).join('; ')}]`;
}

export function roundTripChecks(parsed: ParsedCv, improved: JsonResume, readBack: readonly ReadBack[]): Finding[] {
  const out: Finding[] = [];
  for (const back of readBack) {
    const where = `round_trip.${back.format}.${back.template}`;
    const mismatch = (detail: string) => out.push(finding('round_trip_mismatches', where, detail));
    const again = back.parsed;
    if (!again) {
      mismatch(`the generated file cannot be read back: ${back.error}`);
      continue;
    }
    if (nameKey(again.contact.name) !== nameKey(parsed.contact.name)) mismatch(`name: "${parsed.contact.name}" → "${again.contact.name}"`);
    const contacts = [
      ['email', (parsed.contact.email ?? '').toLowerCase(), (again.contact.email ?? '').toLowerCase()],
      ['phone', digits(parsed.contact.phone), digits(again.contact.phone)],
      ['linkedin', url(parsed.contact.linkedin), url(again.contact.linkedin)],
      ['github', url(parsed.contact.github), url(again.contact.github)],
    ].filter(([, a, b]) => a !== b);
    if (contacts.length) mismatch(`contacts: ${contacts.map(([k, a, b]) => `${k} "${a}" → "${b}"`).join(', ')}`);
    const jobs = diff('jobs', jobsOf(parsed), jobsOf(again));
    if (jobs) mismatch(jobs);
    const education = diff('education', educationOf(parsed), educationOf(again));
    if (education) mismatch(education);
    const listed = new Set(again.listedSkills.map((s) => norm(s)));
    const written = [...new Set([...parsed.listedSkills, ...improved.skills.flatMap((g) => g.keywords)].map((s) => norm(s)))].filter(Boolean);
    const lost = written.filter((s) => !listed.has(s));
    if (lost.length) mismatch(`skills lost: ${lost.slice(0, 6).join(', ')}${lost.length > 6 ? ` and ${lost.length - 6} more` : ''}`);
  }
  return out;
}
