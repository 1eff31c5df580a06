/**
 * RFC 4180 CSV. Cells a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
 * first) get a leading apostrophe: paths and key names are chosen by clients, and a CSV opened
 * in a spreadsheet must not execute them.
 */
const FORMULA = /^[=+\-@\t\r]/;

function cell(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  const s = FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
