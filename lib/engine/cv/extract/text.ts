import type { ExtractedDocument, ExtractedLine } from '../types';
import { extractionQuality } from './extraction-quality';
import { normalizeCharacters } from './diacritics';
import { restoreLostLineBreaks } from './lost-line-breaks';
import { textFurniture } from './text-furniture';
import { unplacedLine } from './unplaced-line';

// Link text and targets are bounded and stay on their line, so a run of "[" cannot make these rescan the text.
const MARKDOWN_LINK = /\[[^\][\n]{1,300}\]\([^()\s]{1,500}\)/;
const MARKDOWN_SIGNS = [/^#{1,6}\s+\S/m, MARKDOWN_LINK, /\*\*[^*\n]{1,300}\*\*/, /^(=+|-+)\s*$/m];

/** An ATX heading is decisive; otherwise two independent markdown signs are needed. */
export function looksLikeMarkdown(text: string): boolean {
  if (/^#{1,6}\s+\S/m.test(text)) return true;
  return MARKDOWN_SIGNS.filter((sign) => sign.test(text)).length >= 2;
}

interface PlainLine {
  text: string;
  heading: boolean;
  bold: boolean;
  blankLinesBefore: number;
}

/** Inline markdown to plain text: links keep their address, since it may be the LinkedIn URL. */
function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[[^\][]{0,300}\]\([^()]{0,500}\)/g, '')
    .replace(/\[([^\][]{1,300})\]\(([^()\s]{1,500})\)/g, (_, label: string, url: string) => {
      const bare = url.replace(/^mailto:|^tel:/, '');
      return label.replace(/^https?:\/\//, '') === bare.replace(/^https?:\/\//, '') || label === bare ? label : `${label} (${bare})`;
    })
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])([*_])([^*_\s][^*_]*?)\2(?=[\s).,;:]|$)/g, '$1$3')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}\[\]()#+\-.!|])/g, '$1');
}

function markdownLines(raw: string[]): PlainLine[] {
  const lines: PlainLine[] = [];
  let blanks = 0;
  for (const source of raw) {
    const trimmed = source.trim();
    if (trimmed === '') {
      blanks++;
      continue;
    }
    // Setext headings underline the previous line; a lone rule is decoration.
    if (/^(=+|-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      const previous = lines[lines.length - 1];
      if (previous && blanks === 0 && /^[=-]+$/.test(trimmed)) previous.heading = true;
      continue;
    }
    // Levels 1-2 are sections; deeper levels head entries (a job, a degree) and read as bold lines.
    const level = trimmed.match(/^(#{1,6})\s+/)?.[1].length ?? 0;
    const heading = level > 0 && level <= 2;
    const bullet = /^([-*+]|\d+[.)])\s+/.test(trimmed);
    const body = trimmed.replace(/^#{1,6}\s+/, '').replace(/\s+#+$/, '').replace(/^([-*+])\s+/, '');
    const bold = level > 2 || /^(\*\*|__).+\1:?$/.test(body);
    const text = stripInlineMarkdown(body).replace(/\s+\|\s*$/, '');
    lines.push({ text: bullet && !/^\d/.test(trimmed) ? `• ${text}` : text, heading, bold, blankLinesBefore: blanks });
    blanks = 0;
  }
  return lines;
}

function plainLines(raw: string[]): PlainLine[] {
  const lines: PlainLine[] = [];
  let blanks = 0;
  for (const source of raw) {
    const text = source.replace(/\t+/g, '  ').trimEnd().trim();
    if (text === '') {
      blanks++;
      continue;
    }
    // Plain-text CVs use "-", "*", "o" or real bullet characters; they all become "• ".
    const bulleted = text.replace(/^([-*+•·▪◦●■►o])\s+(?=\S)/, '• ');
    lines.push({ text: bulleted, heading: false, bold: false, blankLinesBefore: blanks });
    blanks = 0;
  }
  return lines;
}

export function extractText(text: string): ExtractedDocument {
  const markdown = looksLikeMarkdown(text);
  const raw = normalizeCharacters(restoreLostLineBreaks(text)).split('\n');
  const read = markdown ? markdownLines(raw) : plainLines(raw);
  const furniture = textFurniture(read.map((line) => line.text));
  const plain = furniture.size ? read.filter((_, i) => !furniture.has(i)) : read;
  const lines: ExtractedLine[] = plain.map((line, i) =>
    // A blank line is one extra line of space; the first line has nothing before it.
    unplacedLine(line.text, { bold: line.bold, headingHint: line.heading, gapBefore: i === 0 ? 0 : 1 + line.blankLinesBefore }),
  );
  const joined = lines.map((line) => line.text).join('\n');
  return {
    kind: markdown ? 'markdown' : 'text',
    text: joined,
    lines,
    quality: extractionQuality(joined, { pageCount: Math.max(1, Math.ceil(lines.length / 60)) }),
    warnings: [],
  };
}
