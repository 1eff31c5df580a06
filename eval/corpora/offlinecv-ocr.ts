import { hasPdftoppm, variantName } from '../../lib/engine/cv/extract/ocr/testing/scan-fixtures';
import { EVAL_SCAN_VARIANT, scannedVersions } from '../../lib/engine/cv/extract/ocr/testing/scan-sync';
import type { Corpus } from '../types';
import { offlineCv } from './offlinecv';

/**
 * OfflineCV's labelled PDFs photographed (lib/engine/cv/extract/ocr/testing): the same labels, the
 * same checks, so the OCR's field scores stand beside the text versions'. Minutes of OCR, so it
 * runs in `npm run eval`, not in the test suite's floor check.
 */
export const offlineCvScans: Corpus = {
  name: 'offlinecv-ocr',
  description: `the offlinecv PDFs as ${variantName(EVAL_SCAN_VARIANT)} images (rendered by pdftoppm, skewed, unevenly lit, noisy), read by OCR`,
  silver: false,
  costly: 'minutes of OCR: measured by npm run eval only',
  unavailable: () => offlineCv.unavailable() ?? (hasPdftoppm() ? null : 'pdftoppm (poppler-utils) is missing'),
  load: () => scannedVersions(offlineCv.load()),
};
