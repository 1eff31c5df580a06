/**
 * Registers the bundled DejaVu fonts with react-pdf. Its built-in Helvetica/Times only cover
 * Latin-1 and garble letters such as "Ł" or "ő", and fetching fonts at run time is not an option
 * (no network in production, and it is the most common export failure of other CV tools).
 *
 * The fonts are found relative to process.cwd() first: Next.js, vitest, tsx and the CLI all run
 * from the repository root, whereas inside the Next server bundle import.meta.url points into
 * .next/ and not at this folder. The module-relative path is the fallback for other launchers.
 * Deployments must ship lib/generation/fonts/ with the server (outputFileTracingIncludes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactPdf } from './react-pdf';

const FONT_FILES = {
  DejaVuSans: { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' },
  DejaVuSerif: { normal: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf', italic: 'DejaVuSerif-Italic.ttf' },
  // Only headings use the monospace face, always bold; the regular weight maps to it too.
  DejaVuSansMono: { normal: 'DejaVuSansMono-Bold.ttf', bold: 'DejaVuSansMono-Bold.ttf', italic: 'DejaVuSansMono-Bold.ttf' },
} as const;

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
        { src: path.join(directory, files.italic), fontStyle: 'italic' },
      ],
    });
  }
  // Hyphenated words break ATS keyword matching ("Kuber-netes"), so words are never split.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

export function fontDirectory(): string {
  const candidates = [path.join(process.cwd(), 'lib', 'generation', 'fonts'), moduleFontDirectory()];
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
