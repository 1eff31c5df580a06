/** Display formatting shared by pages; fixed to en-GB and UTC so server and client render alike. */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

export const formatDateTime = (d: Date | string | null | undefined) => (d ? `${dateTime.format(new Date(d))} UTC` : '—');
export const formatDate = (d: Date | string | null | undefined) => (d ? date.format(new Date(d)) : '—');
export const formatNumber = (n: number) => number.format(n);
export const formatCredits = (n: number) => `${number.format(n)} credit${n === 1 ? '' : 's'}`;
export const titleCase = (s: string) => s.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
export const formatMoney = (n: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(n);
/** A machine name as a label, its acronyms kept as acronyms ("ats_compatibility" → "ATS compatibility"). */
export const labelOf = (s: string) => titleCase(s).replace(/\b(ats|cv|gpa|url|api|ai)\b/gi, (m) => m.toUpperCase());
/** A request's time to the second: 2026-11-25 07:40:12 UTC */
export const formatSecond = (d: Date | string) => `${new Date(d).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
/** A running time in words a person reads at a glance: 45 s, 2 min 5 s, 1 h 3 min. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${m ? ` ${m} min` : ''}`;
}
