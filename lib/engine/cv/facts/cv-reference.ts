import type { ExperienceEntry } from '../types';

/** "2019–2023", "Mar 2021–present": years are enough to let an interviewer find the line. */
export function roleYears(entry: ExperienceEntry): string {
  const start = entry.start ? String(entry.start.year) : null;
  const end = entry.current ? 'present' : entry.end ? String(entry.end.year) : null;
  if (start && end) return start === end ? start : `${start}–${end}`;
  return start ?? end ?? entry.rawDates ?? 'undated';
}

/** "Acme Corp, Senior Engineer, 2019–2023" */
export function roleLabel(entry: ExperienceEntry): string {
  return [entry.employer, entry.title, roleYears(entry)].filter(Boolean).join(', ');
}

/** How a question names the role in prose: "Senior Engineer at Acme Corp". */
export function roleInProse(entry: ExperienceEntry): string {
  if (entry.title && entry.employer) return `${entry.title} at ${entry.employer}`;
  return entry.title ?? entry.employer ?? 'your earlier role';
}

export function employerName(entry: ExperienceEntry): string {
  return entry.employer ?? entry.title ?? 'that employer';
}

/** Long bullets are cut at a word boundary so that questions stay readable; the quote stays verbatim up to the cut. */
export function quote(text: string, maxChars = 140): string {
  const clean = text.replace(/\s+/g, ' ').trim().replace(/^[-•*▪◦·–]\s*/, '');
  if (clean.length <= maxChars) return `'${clean}'`;
  const cut = clean.slice(0, maxChars);
  const boundary = cut.lastIndexOf(' ');
  return `'${cut.slice(0, boundary > maxChars / 2 ? boundary : maxChars)}…'`;
}

/** "Acme Corp, Senior Engineer, 2019–2023: 'Cut API latency by 40%'" */
export function bulletReference(entry: ExperienceEntry, bullet: string): string {
  return `${roleLabel(entry)}: ${quote(bullet)}`;
}

export function listPhrase(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
