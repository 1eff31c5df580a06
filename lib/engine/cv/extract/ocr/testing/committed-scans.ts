import path from 'node:path';
import type { ScanVariant } from './scan-fixtures';

export const FIXTURE_PDFS = path.resolve(import.meta.dirname, '../../../fixtures');
export const SCAN_FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

export interface CommittedScan {
  file: string;
  /** the fixture PDF it shows, whose expected.json holds the fields to read back */
  pdf: string;
  variant: ScanVariant;
}

/** Kept in the repository so the OCR's tests run without poppler. */
export const COMMITTED_SCANS: CommittedScan[] = [
  {
    file: 'backend-engineer-us.photo-150dpi.jpg',
    pdf: 'pdf-backend-engineer-us.pdf',
    variant: { dpi: 150, skew: -2.5, photo: true, format: 'jpeg' },
  },
  {
    file: 'marketing-manager-fr.scan-150dpi.webp',
    pdf: 'pdf-marketing-manager-fr.pdf',
    variant: { dpi: 150, skew: 1.5, format: 'webp' },
  },
];
