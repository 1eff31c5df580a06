'use client';
import { buttonStyles } from '../ui/button-styles';

/** The browser's print dialog, which also saves the report as a PDF (the print stylesheet drops the dashboard around it). */
export function PrintButton() {
  return (
    <button type="button" className={`${buttonStyles.ghost} py-1`} onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}
