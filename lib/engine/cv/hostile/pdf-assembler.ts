/**
 * Writes small PDFs by hand, object by object, with a correct cross-reference table, so hostile
 * structures (cycles, thousands of pages, huge images) can be built exactly as intended instead
 * of whatever a PDF library would agree to produce.
 */

export type PdfObject = string | { dict: string; stream: Buffer };

/** Objects are numbered from 1 in array order; `root` is the catalog's object number. */
export function assemblePdf(objects: PdfObject[], root: number): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0].length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    chunks.push(b);
    size += b.length;
  };
  objects.forEach((obj, i) => {
    offsets.push(size);
    if (typeof obj === 'string') {
      push(Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${obj.dict}\nstream\n`, 'latin1'));
      push(obj.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xrefAt = size;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`, 'latin1'));
  push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** A content stream that sets the given lines in Helvetica, top to bottom, on an A4 page. */
export function textContent(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = ['BT', '/F1 10 Tf', '14 TL', '50 800 Td'];
  for (const line of lines) ops.push(`(${escape(line)}) Tj T*`);
  ops.push('ET');
  return Buffer.from(ops.join('\n'), 'latin1');
}

export const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
