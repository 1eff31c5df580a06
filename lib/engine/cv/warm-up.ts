/**
 * Loads the engine's heavy parts (pdf.js and its worker, the knowledge indexes) once at
 * start-up, so the first client's analysis is as fast as the rest.
 */
import { extractDocument } from './extract';
import { parseCv } from './parse';
import { analyseParsed } from './report';

const LINES = ['Alex Morgan', 'alex.morgan@example.com', 'Experience', 'Software Engineer, Example Ltd, 2020 - Present', 'Skills', 'TypeScript, PostgreSQL'];

/** A one-page PDF with a real text layer, written by hand so warming up needs no file on disk. */
function samplePdf(): Uint8Array {
  const stream = `BT /F1 11 Tf 72 720 Td 14 TL ${LINES.map((l) => `(${l}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Returns what it read, so a broken engine shows at start-up rather than at the first request. */
export async function warmUpEngine(): Promise<{ name: string | null; overall: number }> {
  const doc = await extractDocument(samplePdf());
  const parsed = parseCv(doc);
  const out = analyseParsed(doc, parsed, { targetRole: 'Software Engineer', now: new Date(0) });
  return { name: parsed.contact.name, overall: out.scores.overall };
}
