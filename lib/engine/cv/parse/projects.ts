import type { ExtractedLine, ProjectEntry } from '../types';
import { findDateRange, withoutDates } from './dates';
import { isProse } from './entry-blocks';
import { isBullet, splitFields, stripBullet } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

/** "Open Fares — an open-source library for …": a short name, a dash or colon, then a description. */
const NAMED_LINE = /^(.{2,60}?)\s+[—–-]\s+(.+)$|^([^:]{2,40}):\s+(.+)$/;

/**
 * Projects are a name (alone, or followed by a description on the same line) with optional
 * bullets; a prose line without a name belongs to the project above it.
 */
export function parseProjects(lines: ExtractedLine[]): ProjectEntry[] {
  const projects: ProjectEntry[] = [];
  for (const line of joinWrappedLines(lines)) {
    const text = line.text.trim();
    if (!text) continue;
    const current = projects[projects.length - 1];
    if (isBullet(text)) {
      if (current) current.bullets.push(stripBullet(text));
      else projects.push({ name: stripBullet(text), description: null, bullets: [] });
      continue;
    }
    const range = findDateRange(text);
    const undated = range ? withoutDates(text, range) : text;
    const named = undated.match(NAMED_LINE);
    if (named) {
      projects.push({ name: (named[1] ?? named[3]).trim(), description: (named[2] ?? named[4]).trim(), bullets: [] });
    } else if (isProse(undated) && current) {
      current.description = [current.description, undated].filter(Boolean).join(' ');
    } else {
      const [name, ...rest] = splitFields(undated);
      projects.push({ name: name ?? undated, description: rest.join(' ') || null, bullets: [] });
    }
  }
  return projects;
}
