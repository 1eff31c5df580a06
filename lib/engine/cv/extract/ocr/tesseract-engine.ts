/**
 * One tesseract.js worker per process, made on first use and kept: starting it (the WebAssembly
 * core and the language models) costs about half a second, a page a second or two. It runs in a
 * worker thread of the calling process, so in the service it lives inside a scan worker
 * process, under that process's deadline and memory cap; as its WebAssembly memory never shrinks,
 * the pool replaces that process after a scan that left it large (OCR_RECYCLE_MB).
 */
import type Tesseract from 'tesseract.js';
import { languageFolder, offlineWorkerPath } from './ocr-files';
import type { OcrLanguage } from './ocr-settings';

/** LSTM only: the legacy engine's data is not shipped (and is slower). */
const LSTM_ONLY = 1;
/** Page segmentation mode 3: tesseract's full layout analysis, without orientation detection. */
const AUTOMATIC_PAGE_SEGMENTATION = '3';

export interface RecogniseOptions {
  /** resolution of the image, so tesseract's size heuristics see real sizes */
  dpi: number;
}

interface Engine {
  languages: string;
  worker: Promise<Tesseract.Worker>;
  /** rejects when the worker thread dies, so a recognition in flight fails instead of hanging */
  died: Promise<never>;
}

let engine: Engine | null = null;

function startEngine(languages: readonly OcrLanguage[]): Engine {
  let markDead: (error: Error) => void = () => undefined;
  const died = new Promise<never>((_, reject) => {
    markDead = reject;
  });
  died.catch(() => undefined);
  // loaded with the first scan: the engine workers that never read one do without it
  const worker = import('tesseract.js').then(({ default: tesseract }) => tesseract.createWorker([...languages], LSTM_ONLY, {
    workerPath: offlineWorkerPath(),
    langPath: languageFolder(languages),
    // read the packages' files each time a worker starts; never write or look up a cache
    cacheMethod: 'none',
    gzip: true,
    // without a handler tesseract.js rethrows a failed job inside its message listener
    errorHandler: () => undefined,
  }).then((w) => {
    const thread = (w as unknown as { worker: NodeJS.EventEmitter }).worker;
    thread.once('exit', (code) => {
      if (engine?.worker === worker) engine = null;
      markDead(new Error(`The OCR worker stopped (exit code ${code})`));
    });
    return w;
  }));
  return { languages: languages.join('+'), worker, died };
}

function currentEngine(languages: readonly OcrLanguage[]): Engine {
  const key = languages.join('+');
  if (engine?.languages !== key) {
    void stopOcrEngine();
    engine = startEngine(languages);
    const started = engine;
    started.worker.catch(() => {
      if (engine === started) engine = null;
    });
  }
  return engine;
}

/** The words tesseract reads on an upright, straightened page image (PGM or PNG bytes). */
export async function recognise(image: Buffer, languages: readonly OcrLanguage[], opts: RecogniseOptions): Promise<Tesseract.Block[]> {
  const { worker, died } = currentEngine(languages);
  const w = await Promise.race([worker, died]);
  const options = {
    user_defined_dpi: String(Math.round(opts.dpi)),
    // tesseract.js reads the image as one block of text by default, which runs a sidebar's lines
    // into the main column's; the full page analysis finds columns, headers and large type
    tessedit_pageseg_mode: AUTOMATIC_PAGE_SEGMENTATION,
  } as Partial<Tesseract.RecognizeOptions>;
  const result = await Promise.race([w.recognize(image, options, { text: false, blocks: true }), died]);
  return result.data.blocks ?? [];
}

/** Ends the worker thread (tests, and a process that will not read scans again). */
export async function stopOcrEngine(): Promise<void> {
  const current = engine;
  engine = null;
  if (!current) return;
  try {
    await (await current.worker).terminate();
  } catch {
    // it never started, or is already gone
  }
}
