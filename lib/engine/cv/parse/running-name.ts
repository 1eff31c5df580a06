import type { ExtractedLine } from '../types';
import { isPageNumberOnly } from '../page-marks';
import { fold } from './text-shape';

/**
 * "Marta Quellwood" above "VANTORA" / "Web Developer, August 2011 – January 2012": a page's
 * running header repeats the candidate's name, and where pages run together in the text it
 * lands between a job's lines. A line that is the name alone (its page number beside it or
 * not) is page furniture inside a section of jobs: read there, it pushes the employer out of
 * its place. Lines that only start with the name say more and stay.
 */
export function isRunningNameLine(text: string, name: string | null): boolean {
  if (!name || text.length > 120) return false;
  const own = fold(name);
  const line = fold(text).replace(/[,|•·⎯]+/g, ' ').replace(/\s+/g, ' ').trim();
  // a one-word name could be any word of a job's line
  if (own.split(' ').length < 2 || !line.startsWith(own)) return false;
  const rest = line.slice(own.length).trim();
  return rest === '' || isPageNumberOnly(rest);
}

export const withoutRunningNameLines = (lines: ExtractedLine[], name: string | null): ExtractedLine[] => lines.filter((l) => !isRunningNameLine(l.text, name));
