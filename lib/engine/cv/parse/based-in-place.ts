import type { ExtractedLine } from '../types';
import { hasTitleWord } from './job-title-words';
import { parsePlace, type Place } from './location';

/** "based in Berlin", "based in the UK": the place after the words. */
const BASED_IN = /\bbased\s+in\s+(?:the\s+)?(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}(?:,\s*\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})?)/gu;
/** "London-based", "UK based": the place before the words. */
const PLACE_BASED = /(?:^|[\s(])(\p{Lu}[\p{L}.'’]*(?:\s+\p{Lu}[\p{L}.'’]*)?)(?:-|\s+)based\b/gu;

/**
 * "for a London-based startup", "clients based in the US", "at Berlin-based Acme": the place of
 * an employer or of someone else. Such a word just before the phrase hands it to that noun.
 */
const SOMEONE_ELSE = /\b(?:a|an|the|at|in|for|with|of|by|from|to|company|companies|firm|firms|startups?|agency|agencies|clients?|customers?|teams?|organi[sz]ations?|business(?:es)?|employer|partners?|offices?|vendors?)\s*$/i;

/** "Delhi based MNC", "Java based applications": a thing after the phrase is what is based there. */
const THING_AFTER = /^[\s-]*(?:company|companies|firm|startup|mnc|organi[sz]ation|clients?|agency|business|team|employer|projects?|products?|applications?|solutions?|systems?|platforms?|tools?|services?|software|web)\b/i;

/** how far down a CV a sentence about where the candidate lives still stands (header, profile) */
const FIRST_LINES = 25;

/**
 * "Product designer based in Lisbon", "UK based, preference for remote work": a CV that prints no
 * address may say where its writer is based in its headline or profile. Only a place the
 * gazetteer knows is taken, and only when the phrase is about the writer.
 */
export function basedInPlace(lines: ExtractedLine[]): Place | null {
  for (const line of lines.slice(0, FIRST_LINES)) {
    const text = line.text.slice(0, 400);
    for (const pattern of [BASED_IN, PLACE_BASED]) {
      for (const match of text.matchAll(pattern)) {
        const after = text.slice(match.index + match[0].length);
        const before = text.slice(Math.max(0, match.index - 40), match.index);
        // "I am a Toronto-based data analyst": after an article, only a job title makes the phrase the writer's
        const writer = pattern === PLACE_BASED && /\b(?:a|an)\s*$/i.test(before) && hasTitleWord(after.split(/[,.;]/)[0].split(/\s+/).slice(0, 4).join(' '));
        if ((SOMEONE_ELSE.test(before) && !writer) || (pattern === PLACE_BASED && THING_AFTER.test(after))) continue;
        const place = parsePlace(match[1].replace(/[,.]+$/, ''));
        if (place?.country) return place;
      }
    }
  }
  return null;
}
