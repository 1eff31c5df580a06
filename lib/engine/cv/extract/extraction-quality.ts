import type { ExtractionQuality } from '../types';
import { garbledRatio } from './garbled-ratio';

/**
 * How well a file's text was read: measured from the text, the rest as each reader knows it. What
 * a reader leaves out is what its format cannot have (one column and no font sizes in a text
 * file, no tables in a PDF).
 */
export function extractionQuality(text: string, { pageCount, ...known }: Partial<ExtractionQuality> & Pick<ExtractionQuality, 'pageCount'>): ExtractionQuality {
  return {
    garbledRatio: garbledRatio(text),
    textChars: text.replace(/\s/g, '').length,
    pageCount,
    columns: 1,
    imageCount: 0,
    tables: 0,
    textBoxes: 0,
    contactInHeaderFooter: false,
    minFontSize: 0,
    bodyFontSize: 0,
    fontFamilies: 0,
    fontSizes: 0,
    ...known,
  };
}
