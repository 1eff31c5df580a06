/**
 * Every corpus `npm run eval` reads, in report order. A new corpus (e.g. scanned CVs for OCR)
 * is one more entry here; its labels use the CvLabel shape of ../types.ts.
 */
import type { Corpus } from '../types';
import { dotin } from './dotin';
import { fixtures } from './fixtures';
import { jobTitles } from './job-titles';
import { offlineCv } from './offlinecv';
import { offlineCvScans } from './offlinecv-ocr';

export const CORPORA: Corpus[] = [offlineCv, offlineCvScans, dotin, fixtures, jobTitles];
