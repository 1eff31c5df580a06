/**
 * Registers the bundled DejaVu fonts with react-pdf. Its built-in Helvetica/Times only cover
 * Latin-1 and garble letters such as "Ł" or "ő", and fetching fonts at run time is not an option
 * (no network in production, and it is the most common export failure of other CV tools).
 *
 * The fonts are found relative to process.cwd() first: Next.js, vitest, tsx and the CLI all run
 * from the repository root, whereas inside the Next server bundle import.meta.url points into
 * .next/ and not at this folder. The module-relative path is the fallback for other launchers.
 * Deployments must ship lib/engine/render/fonts/ with the server (outputFileTracingIncludes).
 *
 * The files are subsets without OpenType layout tables and hinting: the full fonts made every render
 * slow. fonts/README.md lists what they cover and the exact command that made them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactPdf } from './react-pdf';
import type { PdfFamily } from './template-styles';

// No italic faces: no template sets text in italic, and react-pdf throws rather than silently
// substituting if a style ever asks for one.
const FONT_FILES = {
  DejaVuSans: { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  DejaVuSerif: { normal: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' },
  // Only headings use the monospace face, always bold; the regular weight maps to it too.
  DejaVuSansMono: { normal: 'DejaVuSansMono-Bold.ttf', bold: 'DejaVuSansMono-Bold.ttf' },
} as const satisfies Record<PdfFamily, { normal: string; bold: string }>;

let registered = false;

export function registerPdfFonts({ Font }: ReactPdf): void {
  if (registered) return;
  const directory = fontDirectory();
  for (const [family, files] of Object.entries(FONT_FILES)) {
    Font.register({
      family,
      fonts: [
        { src: path.join(directory, files.normal), fontWeight: 'normal' },
        { src: path.join(directory, files.bold), fontWeight: 'bold' },
      ],
    });
  }
  // Hyphenated words break ATS keyword matching ("Kuber-netes"), so words are never split.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/**
 * Drops and reloads every registered face, so a render starts from fresh fontkit objects (see
 * renderPdf for why). The faces are subsets of a few hundred kilobytes: a reload is milliseconds.
 */
export async function reloadPdfFonts({ Font }: ReactPdf): Promise<void> {
  const families = Font.getRegisteredFonts() as unknown as Record<string, { sources: Array<{ data: unknown; loadResultPromise: unknown }> }>;
  for (const family of Object.keys(FONT_FILES)) {
    // Font.reset() would clear the data but keep each face's finished load promise, so nothing would reload
    for (const source of families[family]?.sources ?? []) {
      source.data = null;
      source.loadResultPromise = null;
    }
    for (const fontWeight of ['normal', 'bold'] as const) await Font.load({ fontFamily: family, fontWeight });
  }
}

/**
 * What a bullet line starts with. The no-break space keeps the bullet on the line of the first word,
 * and "•" followed by whitespace is what parsers take for a list item.
 */
export const BULLET_MARKER = '\u2022\u00a0';

const markerEms = new Map<PdfFamily, number>();

/**
 * Width in points of BULLET_MARKER in the regular face of a family: the hanging indent of bullet
 * lines, so that wrapped lines start exactly under the first word. Measured from the font rather
 * than written down, so that a change of font files cannot misalign the bullets. Loads the face,
 * which the render needs anyway; the result is kept per family.
 */
export async function bulletMarkerWidth({ Font }: ReactPdf, family: PdfFamily, fontSize: number): Promise<number> {
  let em = markerEms.get(family);
  if (em === undefined) {
    const descriptor = { fontFamily: family, fontWeight: 'normal' } as const;
    await Font.load(descriptor);
    const font = Font.getFont(descriptor).data;
    if (!font) throw new Error(`PDF font ${family} did not load`);
    // The marker is a text run of its own (a nested Text), so no kerning joins it to the word after it.
    em = font.layout(BULLET_MARKER).advanceWidth / font.unitsPerEm;
    markerEms.set(family, em);
  }
  return em * fontSize;
}

export function fontDirectory(): string {
  const candidates = [path.join(process.cwd(), 'lib', 'engine', 'render', 'fonts'), moduleFontDirectory()];
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, FONT_FILES.DejaVuSans.normal)));
  if (!found) throw new Error(`CV fonts not found; looked in ${candidates.filter(Boolean).join(', ')}`);
  return found;
}

function moduleFontDirectory(): string {
  try {
    return path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
  } catch {
    // Bundlers may replace import.meta.url with something that is not a file URL.
    return '';
  }
}
