/**
 * A scan worker's memory, on the real scan pool the service builds from its settings: tesseract's
 * WebAssembly memory only grows, so a worker a scan left above OCR_RECYCLE_MB is replaced before
 * the next scan, and one an ordinary scan leaves under the default is kept (a new worker costs the
 * OCR's start-up). Serial: each scan is seconds of CPU.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsOverride } from '../../testing/settings';
import { scanPool, stopEnginePool } from './index';

const SCAN = fs.readFileSync(path.join(import.meta.dirname, '../cv/extract/ocr/fixtures/marketing-manager-fr.scan-150dpi.webp'));
const settings = settingsOverride(['OCR_RECYCLE_MB', 'OCR_WORKERS']);

afterEach(async () => {
  await stopEnginePool();
  settings.restore();
});

// one worker, so the pool's process ids are that worker's
const withEnv = (values: { OCR_RECYCLE_MB?: string }) => settings.set({ OCR_WORKERS: '1', ...values });

// French only, for a shorter read; no confidence floor, as only the worker is under test
const readScan = () =>
  scanPool().run('readScan', { bytes: new Uint8Array(SCAN), options: { fileName: 'cv.webp', ocr: { languages: ['fra'], maxPages: 4, minConfidence: 0 } } });

describe('a scan worker', () => {
  it('is replaced before its next scan once a scan leaves it above OCR_RECYCLE_MB', async () => {
    // a worker holding tesseract and a read page is well above 256 MB
    withEnv({ OCR_RECYCLE_MB: '256' });
    const first = await readScan();
    expect(first.text.length).toBeGreaterThan(200);
    const [before] = scanPool().pids;
    // the replacement reads the next scan as well as the first worker did
    const second = await readScan();
    expect(second.text).toBe(first.text);
    expect(scanPool().pids).toHaveLength(1);
    expect(scanPool().pids).not.toContain(before);
  }, 300_000);

  it('is kept after ordinary scans under the default recycle size', async () => {
    withEnv({});
    await readScan();
    const [worker] = scanPool().pids;
    await readScan();
    expect(scanPool().pids).toEqual([worker]);
  }, 300_000);
});
