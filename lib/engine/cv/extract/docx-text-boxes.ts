import type { ExtractedLine } from '../types';
import { paragraphsOfXml } from './docx-parts';

/**
 * Floating text boxes in a DOCX sit where their anchor says on the page, not where their XML
 * is: templates anchor the name banner and the contact sidebar in the last paragraph, so the
 * document order reads them after the experience. Their positions (DrawingML anchors or the
 * VML shapes of older files and of the docx package) put them back in reading order:
 * boxes above the body first, then boxes left of it, the body, boxes right of it.
 */
export interface TextBox {
  paragraphs: string[];
  /** top-left corner and width on the page, in points */
  x: number;
  y: number;
  width: number;
}

interface PageGeometry {
  width: number;
  left: number;
  right: number;
  top: number;
}

const TWIPS_PER_POINT = 20;
const EMU_PER_POINT = 12700;
/** the text box search looks back this far for its anchor or shape */
const ANCHOR_WINDOW = 4000;

function pageGeometry(xml: string): PageGeometry {
  const attr = (tag: string, name: string, fallback: number) => {
    const m = xml.match(new RegExp(`<w:${tag}\\b[^>]*\\bw:${name}="(\\d+)"`));
    return m ? Number(m[1]) / TWIPS_PER_POINT : fallback;
  };
  return { width: attr('pgSz', 'w', 595), left: attr('pgMar', 'left', 72), right: attr('pgMar', 'right', 72), top: attr('pgMar', 'top', 72) };
}

/** "20pt", "1.5in", "2cm", "12mm", "40px", "300" (VML's bare numbers are pixels at 96 dpi). */
function toPoints(value: string | undefined): number | null {
  const m = value?.trim().match(/^(-?[\d.]+)(pt|in|cm|mm|px|emu)?$/);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? 'px';
  return unit === 'pt' ? n : unit === 'in' ? n * 72 : unit === 'cm' ? (n * 72) / 2.54 : unit === 'mm' ? (n * 72) / 25.4 : unit === 'emu' ? n / EMU_PER_POINT : n * 0.75;
}

function vmlPosition(style: string, page: PageGeometry): { x: number; y: number; width: number } | null {
  const props = new Map(style.split(';').map((p) => p.split(':').map((s) => s.trim()) as [string, string]));
  const left = toPoints(props.get('margin-left') ?? props.get('left'));
  const top = toPoints(props.get('margin-top') ?? props.get('top'));
  if (left === null || top === null) return null;
  const fromPage = (axis: string) => props.get(`mso-position-${axis}-relative`) === 'page';
  return {
    x: left + (fromPage('horizontal') ? 0 : page.left),
    y: top + (fromPage('vertical') ? 0 : page.top),
    width: toPoints(props.get('width')) ?? 0,
  };
}

function drawingPosition(anchor: string, page: PageGeometry): { x: number; y: number; width: number } | null {
  const axis = (name: 'H' | 'V') => {
    const m = anchor.match(new RegExp(`<wp:position${name}\\b[^>]*relativeFrom="(\\w+)"[^>]*>([\\s\\S]*?)</wp:position${name}>`));
    if (!m) return null;
    const offset = m[2].match(/<wp:posOffset>(-?\d+)<\/wp:posOffset>/);
    const align = m[2].match(/<wp:align>(\w+)<\/wp:align>/)?.[1];
    return { relative: m[1], offset: offset ? Number(offset[1]) / EMU_PER_POINT : null, align };
  };
  const h = axis('H');
  const v = axis('V');
  if (!h || !v) return null;
  const width = Number(anchor.match(/<wp:extent\b[^>]*\bcx="(\d+)"/)?.[1] ?? 0) / EMU_PER_POINT;
  const x =
    h.offset !== null
      ? h.offset + (h.relative === 'page' ? 0 : page.left)
      : h.align === 'right'
        ? page.width - page.right - width
        : h.align === 'center'
          ? (page.width - width) / 2
          : page.left;
  const y = v.offset !== null ? v.offset + (v.relative === 'page' ? 0 : page.top) : page.top;
  return { x, y, width };
}

/** The text boxes of document.xml with their page positions (boxes without one are left where they are). */
export function readTextBoxes(xml: string): { boxes: TextBox[]; page: PageGeometry } {
  const page = pageGeometry(xml);
  const main = xml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, '');
  const boxes: TextBox[] = [];
  for (const m of main.matchAll(/<w:txbxContent\b[^>]*>([\s\S]*?)<\/w:txbxContent>/g)) {
    const before = main.slice(Math.max(0, (m.index ?? 0) - ANCHOR_WINDOW), m.index);
    const anchorAt = before.lastIndexOf('<wp:anchor');
    const shapeAt = Math.max(before.lastIndexOf('<v:shape '), before.lastIndexOf('<v:rect '), before.lastIndexOf('<v:roundrect '));
    let position: { x: number; y: number; width: number } | null = null;
    if (anchorAt >= 0 && anchorAt > shapeAt) position = drawingPosition(before.slice(anchorAt), page);
    else if (shapeAt >= 0) position = vmlPosition(before.slice(shapeAt).match(/\bstyle="([^"]*)"/)?.[1] ?? '', page);
    const paragraphs = paragraphsOfXml(m[1]);
    if (position && paragraphs.length) boxes.push({ paragraphs, ...position });
  }
  return { boxes, page };
}

const squash = (text: string) => text.replace(/^•\s*/, '').replace(/\s+/g, ' ').trim();

/** Where a box's paragraphs sit among mammoth's lines: the first run of lines that spells them. */
function findRun(lines: ExtractedLine[], paragraphs: string[], taken: Set<number>): number[] | null {
  const wanted = paragraphs.map(squash);
  for (let start = 0; start + wanted.length <= lines.length; start++) {
    if (taken.has(start) || squash(lines[start].text) !== wanted[0]) continue;
    const run = wanted.map((_, i) => start + i);
    if (run.every((index, i) => !taken.has(index) && squash(lines[index].text) === wanted[i])) return run;
  }
  return null;
}

/** Reorders mammoth's lines so that positioned text boxes read where they are on the page. */
export function placeTextBoxes(lines: ExtractedLine[], xml: string): ExtractedLine[] {
  const { boxes, page } = readTextBoxes(xml);
  if (boxes.length === 0) return lines;
  const taken = new Set<number>();
  const placed: { box: TextBox; lines: ExtractedLine[] }[] = [];
  for (const box of boxes) {
    const run = findRun(lines, box.paragraphs, taken);
    if (!run) continue;
    run.forEach((i) => taken.add(i));
    placed.push({ box, lines: run.map((i) => lines[i]) });
  }
  if (placed.length === 0) return lines;
  const body = lines.filter((_, i) => !taken.has(i));
  const bodyLeft = page.left;
  const bodyRight = page.width - page.right;
  const above = placed.filter((p) => p.box.y + 1 < page.top && !(p.box.x + p.box.width <= bodyLeft + 1));
  const rest = placed.filter((p) => !above.includes(p));
  const left = rest.filter((p) => p.box.x + p.box.width / 2 < bodyLeft + (bodyRight - bodyLeft) * 0.25);
  const right = rest.filter((p) => !left.includes(p));
  const byPosition = (a: (typeof placed)[number], b: (typeof placed)[number]) => a.box.y - b.box.y || a.box.x - b.box.x;
  const column = (group: typeof placed, n: number) => group.sort(byPosition).flatMap((p) => p.lines.map((l) => ({ ...l, column: n })));
  return [...column(above, 0), ...column(left, 0), ...body.map((l) => ({ ...l, column: left.length ? 1 : 0 })), ...column(right, left.length ? 2 : 1)];
}
