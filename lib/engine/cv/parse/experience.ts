import type { ExperienceEntry, ExtractedLine } from '../types';
import { splitEntryBlocks } from './entry-blocks';
import { mergeStrayBlocks, promoteBulletedRole, splitRepeatedHeaders } from './experience-blocks';
import { inheritEmployers, underBanners } from './experience-employers';
import { headerOf, labelsTitleAlone, toEntry } from './experience-header';
import { plausibleJob } from './experience-plausible';
import { sectionOrder } from './experience-roles';
import { isStreet } from './street-address';
import { dropJobAdminLines } from './job-admin-lines';
import { joinWrappedLines } from './wrapped-lines';

/** `isTool` names a product the CV lists as its own skill: where the employer goes, it names none (tool-employers.ts). */
export function parseExperience(lines: ExtractedLine[], isTool: (employer: string) => boolean = () => false): ExperienceEntry[] {
  const blocks = mergeStrayBlocks(splitEntryBlocks(joinWrappedLines(dropJobAdminLines(lines)), undefined, { otherLists: true })).flatMap(splitRepeatedHeaders).map(promoteBulletedRole);
  const headed = blocks.filter((b) => b.header.length > 0);
  const headers = headed.map(headerOf);
  const order = sectionOrder(headers.map((h) => h.fields));
  const entries = underBanners(headed.map((block, i) => toEntry(block, headers[i], order)), headers);
  const read = entries.map(plausibleJob).map((e) => (e?.employer && isTool(e.employer) ? (e.title ? { ...e, employer: null } : null) : e));
  // "8283 Greensboro Drive" under the employer (a federal résumé's employer address): the office's street, no place to print as the job's
  const plausible = read.map((e) => (e?.location && isStreet(e.location) ? { ...e, location: null } : e));
  // "Analyst, London | 2009 – 2010" names a place where the employer goes: a job elsewhere, not a promotion
  const placed = plausible.filter((e, i): e is ExperienceEntry => e !== null && entries[i].employer !== null && e.employer === null && e.location === entries[i].employer);
  const titledAlone = plausible.filter((e, i): e is ExperienceEntry => e !== null && labelsTitleAlone(headed[i]));
  return inheritEmployers(plausible.filter((e): e is ExperienceEntry => e !== null), new Set([...placed, ...titledAlone]));
}
