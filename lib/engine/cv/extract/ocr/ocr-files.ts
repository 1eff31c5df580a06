/**
 * Where the OCR engine's files are on disk: tesseract.js's worker script (wrapped so it cannot
 * fetch), and the language data of the @tesseract.js-data packages. Nothing is downloaded, ever.
 *
 * Found from process.cwd() first (Next.js, vitest, tsx and the CLI run from the repository root,
 * and inside the Next server bundle import.meta.url does not point at the sources), the module's
 * own folder otherwise.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OcrLanguage } from './ocr-settings';

/** The integer LSTM models: the ones tesseract.js uses by default, a quarter of the size of the others. */
const MODEL_FOLDER = '4.0.0_best_int';
const WORKER_FILE = 'offline-tesseract-worker.cjs';
const SOURCE_DIR = path.join('lib', 'engine', 'cv', 'extract', 'ocr');

function moduleDirectory(): string | null {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    // bundlers may replace import.meta.url with something that is not a file URL
    return null;
  }
}

function candidateDirectories(): string[] {
  return [path.join(process.cwd(), SOURCE_DIR), moduleDirectory()].filter((d): d is string => !!d);
}

export function offlineWorkerPath(): string {
  const found = candidateDirectories().map((dir) => path.join(dir, WORKER_FILE)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The OCR worker script is missing; looked in ${candidateDirectories().join(', ')}`);
  return found;
}

function resolvePackageFile(request: string): string {
  const bases = [path.join(process.cwd(), 'package.json'), ...candidateDirectories().map((dir) => path.join(dir, 'index.js'))];
  for (const base of bases) {
    try {
      return createRequire(base).resolve(request);
    } catch {
      // try the next base
    }
  }
  throw new Error(`The package file ${request} is not installed`);
}

/** The folder of an installed package, with a trailing slash (pdf.js wants its data folders so). */
export function packageFolder(name: string): string {
  return path.dirname(resolvePackageFile(`${name}/package.json`)) + path.sep;
}

/** The gzipped model of one language inside its npm package. */
export function languageDataFile(code: OcrLanguage): string {
  const file = path.join(packageFolder(`@tesseract.js-data/${code}`), MODEL_FOLDER, `${code}.traineddata.gz`);
  if (!fs.existsSync(file)) throw new Error(`The OCR language data ${file} is missing`);
  return file;
}

function linkOrCopy(target: string, link: string): void {
  try {
    if (fs.realpathSync(link) === fs.realpathSync(target)) return;
    fs.rmSync(link, { force: true });
  } catch {
    // no link yet
  }
  try {
    fs.symlinkSync(target, link);
  } catch (error) {
    // another process made it meanwhile, or symbolic links are not allowed (Windows): a copy serves
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') fs.copyFileSync(target, link);
  }
}

/**
 * tesseract.js reads every language from one folder (its langPath), while each language is its
 * own package; so a folder in the temporary directory gathers links to the packages' files. Its
 * name hashes their paths, so another checkout or version gets its own folder.
 */
export function languageFolder(codes: readonly OcrLanguage[]): string {
  const files = codes.map((code) => [code, languageDataFile(code)] as const);
  const key = createHash('sha256').update(files.map(([, file]) => file).join('\n')).digest('hex').slice(0, 16);
  const folder = path.join(os.tmpdir(), `cvlens-ocr-languages-${key}`);
  fs.mkdirSync(folder, { recursive: true });
  for (const [code, file] of files) linkOrCopy(file, path.join(folder, `${code}.traineddata.gz`));
  return folder;
}
