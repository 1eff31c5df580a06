/**
 * The engine's OCR, apart from its other tasks: reading a scan takes seconds a page and a few
 * hundred megabytes, so it runs in worker processes of its own (scan-worker.ts), with their own
 * deadline and memory cap, and never holds up the workers that check uploads and analyse CVs.
 * These workers load only the reader, not the analysis engines.
 */
import { extractDocument, type ExtractOptions } from '../cv/extract';
import type { ExtractedDocument } from '../cv/types';

export const scanTasks = {
  /** A stored upload read in a job: scans and photos by OCR (any other file as the upload check would). */
  async readScan(input: { bytes: Uint8Array; options: ExtractOptions }): Promise<ExtractedDocument> {
    return extractDocument(input.bytes, input.options);
  },
};

export type ScanTasks = typeof scanTasks;
