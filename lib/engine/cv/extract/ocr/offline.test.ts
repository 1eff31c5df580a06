/**
 * Nothing is downloaded: the language models come from the @tesseract.js-data packages, the core
 * from tesseract.js-core, and the worker thread has no fetch to reach a CDN with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { languageDataFile, languageFolder, offlineWorkerPath } from './ocr-files';
import { OCR_LANGUAGE_CODES } from './ocr-settings';

interface WorkerReply {
  action: string;
  status: 'resolve' | 'reject' | 'progress';
  data: unknown;
}

/** Sends tesseract.js's own messages to the worker script and waits for the answer to `action`. */
function ask(worker: Worker, action: string, payload: unknown): Promise<WorkerReply> {
  return new Promise((resolve) => {
    const listen = (reply: WorkerReply) => {
      if (reply.action !== action || reply.status === 'progress') return;
      worker.off('message', listen);
      resolve(reply);
    };
    worker.on('message', listen);
    worker.postMessage({ workerId: 'test', jobId: action, action, payload });
  });
}

describe('OCR files, all local', () => {
  it('reads each language from its npm package through one folder of links', () => {
    const folder = languageFolder(OCR_LANGUAGE_CODES);
    for (const code of OCR_LANGUAGE_CODES) {
      const file = languageDataFile(code);
      expect(file).toMatch(new RegExp(`node_modules[\\\\/]@tesseract\\.js-data[\\\\/]${code}[\\\\/]4\\.0\\.0_best_int[\\\\/]${code}\\.traineddata\\.gz$`));
      expect(fs.realpathSync(path.join(folder, `${code}.traineddata.gz`))).toBe(fs.realpathSync(file));
    }
    expect(folder.startsWith('http')).toBe(false);
  });

  it('runs a worker thread that refuses to fetch language data from a URL', async () => {
    const worker = new Worker(offlineWorkerPath());
    try {
      const loaded = await ask(worker, 'load', { options: { lstmOnly: true, logging: false } });
      expect(loaded.status).toBe('resolve');
      const language = await ask(worker, 'loadLanguage', {
        langs: 'eng',
        options: { langPath: 'https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int', cacheMethod: 'none', gzip: true, lstmOnly: true },
      });
      expect(language.status).toBe('reject');
      expect(String(language.data)).toContain('OCR is offline: refused to fetch https://cdn.jsdelivr.net/');
    } finally {
      await worker.terminate();
    }
  });
});
