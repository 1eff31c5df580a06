import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import type { PdfTextRun } from '../pdf-text-run';
import type { PageContent } from './pdf-reader';
import { mergeScans } from './merge-scans';
import type { OcrPage } from './ocr/ocr-page';
import { DEFAULT_OCR_SETTINGS } from './ocr/ocr-settings';

const run = (text: string, baseline: number): PdfTextRun => ({ text, x: 50, baseline, width: 200, fontSize: 10, bold: false, fontFamily: 'ocr' });
const textPage = (...texts: string[]): PageContent => ({ runs: texts.map((t, i) => run(t, 60 + i * 14)), width: 595, height: 842, images: 0 });
const scannedPage = (): PageContent => ({ runs: [], width: 595, height: 842, images: 1 });
const reading = (confidence: number, texts: string[], turn: OcrPage['turn'] = 0): OcrPage => {
  const runs = texts.map((t, i) => run(t, 60 + i * 14));
  const chars = texts.join('').length;
  return { runs, width: 595, height: 842, words: texts.length, chars, confidence, turn, skewDegrees: 0 };
};
const CV_LINES = ['Jane Doe', 'jane.doe@example.com', 'Experience', 'Nurse at St Mary Hospital 2019 to 2024'];

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('mergeScans', () => {
  it('puts a confident reading in place of the scanned page and records the OCR', () => {
    const merged = mergeScans([textPage(...CV_LINES), scannedPage()], new Map([[1, reading(88.44, ['Education', 'BSc Nursing, Deakin University'])]]), DEFAULT_OCR_SETTINGS);
    expect(merged.pages[1].runs.map((r) => r.text)).toEqual(['Education', 'BSc Nursing, Deakin University']);
    expect([...merged.ocrPages]).toEqual([1]);
    expect(merged.ocr).toEqual({ pages: [2], meanConfidence: 88.4, languages: ['eng', 'fra', 'deu', 'spa'] });
    expect(merged.warnings[0]).toBe('Page 2 was read from a scan by OCR (mean confidence 88%): names, dates and figures may hold misread characters.');
  });

  it('leaves out a page read with too little confidence when the rest carries the CV', () => {
    const merged = mergeScans([textPage(...CV_LINES), scannedPage()], new Map([[1, reading(41.6, ['Bl0tchy re4ding'])]]), DEFAULT_OCR_SETTINGS);
    expect(merged.pages[1].runs).toEqual([]);
    expect(merged.ocr).toBeUndefined();
    expect(merged.warnings).toEqual(['Page 2 is a scan too poor to read (OCR confidence 42%); it was left out.']);
  });

  it('refuses a scan with nothing trustworthy, saying how confident the OCR was', () => {
    const error = refusal(() => mergeScans([scannedPage()], new Map([[0, reading(47.2, CV_LINES)]]), DEFAULT_OCR_SETTINGS));
    expect([error.status, error.code]).toEqual([422, 'scan_unreadable']);
    expect(error.message).toMatch(/^This scan is too poor to read: the OCR's mean confidence is 47%, below the 60% a reliable reading needs\./);
  });

  it('refuses a scan with no lines of text at all', () => {
    const error = refusal(() => mergeScans([scannedPage()], new Map([[0, reading(0, [])]]), DEFAULT_OCR_SETTINGS));
    expect(error.message).toMatch(/^This scan is too poor to read: no lines of text were found on it\./);
  });

  it('keeps the text layer of a mixed page when the OCR found less on it', () => {
    const merged = mergeScans([{ ...textPage(...CV_LINES), images: 1 }], new Map([[0, reading(90, ['Jane Doe'])]]), DEFAULT_OCR_SETTINGS);
    expect(merged.pages[0].runs.map((r) => r.text)).toEqual(CV_LINES);
    expect(merged.ocr).toBeUndefined();
  });

  it('says when a page had to be turned to be read', () => {
    const merged = mergeScans([scannedPage()], new Map([[0, reading(90, CV_LINES, 180)]]), DEFAULT_OCR_SETTINGS);
    expect(merged.warnings).toContain('Page 1 was upside down and was read turned upright.');
  });
});
