import type { ExtractedLine } from '../types';
import { MONTH_NAME_ALTERNATION } from './month-names';
import { isBullet, splitOutsideBrackets, wordCount } from './text-shape';

/** "03/2022", "2019", "Mar 2021", "11.2019": a date alone, which dates a certificate and names none. */
const DATE_ONLY = new RegExp(`^(?:(?:0?[1-9]|1[0-2])[./-]|(?:${MONTH_NAME_ALTERNATION})\\.?\\s+)?(?:19|20)\\d\\d$`, 'i');

/**
 * A table of further training ("03/2022" | "SPS-Technik Siemens S7 – TÜV Nord Akademie") reads its
 * date cell as an item of its own: the date goes with the certificate beside it (the next item, or the
 * one before when it is the last), as "SPS-Technik … (03/2022)".
 */
export function attachLoneDates(items: string[]): string[] {
  const out: string[] = [];
  let pending: string | null = null;
  for (const item of items) {
    if (DATE_ONLY.test(item.trim())) {
      if (pending !== null && out.length > 0) out[out.length - 1] += ` (${pending})`;
      pending = item.trim();
      continue;
    }
    out.push(pending !== null ? `${item} (${pending})` : item);
    pending = null;
  }
  if (pending !== null && out.length > 0) out[out.length - 1] += ` (${pending})`;
  return out;
}

/**
 * "AWS Certified Data Engineer – Associate   2024" in bold over "Amazon Web Services": a builder sets each
 * certificate's name in bold and its issuer plain on the line under it; the issuer is a detail of the
 * certificate above (put before the wide gap of its date), no certificate of its own.
 */
export function withIssuerLinesJoined(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (const line of lines) {
    const above = out[out.length - 1];
    const text = line.text.trim();
    const issuer =
      above !== undefined && above.bold && !line.bold && above.page === line.page && !isBullet(line.text) && !isBullet(above.text) &&
      wordCount(text) <= 6 && !/\d/.test(text) && /^\p{Lu}/u.test(text) && !/[.:;]$/.test(text);
    if (!issuer) {
      out.push(line);
      continue;
    }
    const gap = /\s{2,}|\t/.exec(above.text.trimEnd());
    const joined = gap ? `${above.text.slice(0, gap.index)}, ${text}${above.text.slice(gap.index)}` : `${above.text.trimEnd()}, ${text}`;
    // the certificate is whole: a third plain line is no second issuer
    out[out.length - 1] = { ...above, text: joined, bold: false };
  }
  return out;
}

/**
 * "BLS; ACLS; CCRN" and "BLS, ACLS, Manual Handling" list several certificates on one line.
 * Commas split only a list of three or more short names: "Registered Nurse, Illinois" or
 * "AWS Solutions Architect, Amazon, 2021" is one certificate with its details.
 */
export function splitCertifications(text: string): string[] {
  const items = text.split(';').map((item) => item.trim()).filter(Boolean);
  return items.flatMap((item) => {
    const parts = splitOutsideBrackets(item, ',').map((part) => part.trim());
    const names = parts.length >= 3 && parts.every((p) => /\p{L}{2,}/u.test(p) && wordCount(p) <= 4 && !/\d{4}/.test(p));
    // "Professional Geologist (P.G.)      Wyoming Board …", "40-Hour HAZWOPER      2013": a table's or a
    // template's cells (name, issuer, year) set apart by a wide gap read as one certificate's parts
    return (names ? parts : [item]).map((part) => part.replace(/\s{2,}|\t+/g, ', '));
  });
}

/**
 * "Führerschein Klasse B", "Full clean UK driving licence", "Permis B": a private driving licence
 * printed under "Qualifikationen" or "Licences" is no professional certificate. A commercial
 * one (CDL, HGV, LGV, PCV, "Klasse CE") is a trade's licence and stays.
 */
const DRIVING_LICENCE = /\b(?:driv(?:ing|er'?s?)\s+licen[cs]e|licen[cs]e\s+to\s+drive|f(?:ü|ue)hrerschein|permis\s+(?:de\s+conduire|b)\b|permiso\s+de\s+conducir|carn[eé]\s+de\s+conducir|carta\s+de\s+condu[cç][aã]o|rijbewijs|prawo\s+jazdy|patente\s+di\s+guida|k(?:ö|o)rkort|ehliyet|s(?:ü|u)r(?:ü|u)c(?:ü|u)\s+belgesi)/i;
const COMMERCIAL = /\b(?:CDL|commercial|HGV|LGV|PCV|C\s?\+\s?E|CE|C1|D1)\b/;

export function isPrivateDrivingLicence(text: string): boolean {
  return DRIVING_LICENCE.test(text) && !COMMERCIAL.test(text);
}
