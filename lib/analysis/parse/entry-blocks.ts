import type { ExtractedLine } from '../types';
import { findDateRange } from './dates';
import { isBullet, wordCount } from './text-shape';

/**
 * One entry of an experience, education or projects section: a short run of header lines
 * (title, organisation, dates, place) followed by bullets and free text.
 */
export interface EntryBlock {
  header: string[];
  bullets: string[];
  description: string[];
}

type LineKind = 'dated' | 'header' | 'bullet' | 'prose';

/** Sentences and "Label: content" lines describe an entry; they never start one. */
export function isProse(text: string): boolean {
  const words = wordCount(text);
  if (words > 14 || text.length > 110) return true;
  if (/[.!?]$/.test(text) && words >= 6) return true;
  return /^[\p{L} ]{2,30}:\s+\S/u.test(text) && !findDateRange(text);
}

function kindOf(text: string): LineKind {
  if (isBullet(text)) return 'bullet';
  if (findDateRange(text)) return 'dated';
  return isProse(text) ? 'prose' : 'header';
}

/**
 * Several entries without bullets run together ("Title A | 2019–2020", "Title B | 2017–2019").
 * Each dated line gets its own entry; undated lines go with the dated line they follow, or
 * precede when the run starts with an undated line ("Company" above "Title  2019–2021").
 */
function splitHeaderRun(run: string[]): string[][] {
  const dated = run.map((text) => findDateRange(text) !== null);
  if (dated.filter(Boolean).length < 2) return [run];
  const groups: string[][] = [];
  if (!dated[0]) {
    let group: string[] = [];
    run.forEach((text, i) => {
      group.push(text);
      if (dated[i]) {
        groups.push(group);
        group = [];
      }
    });
    if (group.length) groups[groups.length - 1].push(...group);
  } else {
    run.forEach((text, i) => {
      if (dated[i] || groups.length === 0) groups.push([text]);
      else groups[groups.length - 1].push(text);
    });
  }
  return groups;
}

export function splitEntryBlocks(lines: ExtractedLine[]): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  let run: string[] = [];
  const closeRun = () => {
    if (run.length === 0) return;
    for (const header of splitHeaderRun(run)) blocks.push({ header, bullets: [], description: [] });
    run = [];
  };
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const kind = kindOf(text);
    if (kind === 'dated' || kind === 'header') {
      run.push(text);
      continue;
    }
    closeRun();
    if (blocks.length === 0) blocks.push({ header: [], bullets: [], description: [] });
    const block = blocks[blocks.length - 1];
    if (kind === 'bullet') block.bullets.push(text);
    else block.description.push(text);
  }
  closeRun();
  return blocks;
}
