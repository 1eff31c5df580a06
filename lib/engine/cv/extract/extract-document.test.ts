import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { extractDocument, readUpload } from './index';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

async function refusal(bytes: Uint8Array, opts?: { maxPages?: number; fileName?: string }): Promise<AppError> {
  const error = await extractDocument(bytes, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A hand-written PDF with `pages` empty pages, or with a Pages node that is its own kid. */
function minimalPdf({ pages = 1, cyclic = false }: { pages?: number; cyclic?: boolean }): Uint8Array {
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  const kids = cyclic ? '2 0 R' : Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${cyclic ? 1 : pages} >>`;
  if (!cyclic) for (let i = 0; i < pages; i++) objects[i + 3] = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = body.length;
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A ZIP whose entries are deflated for real, so the extractor's limits are tested end to end. */
function zip(entries: { name: string; data: Uint8Array }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

describe('extractDocument refusals', () => {
  it('leaves an image-only (scanned) PDF to the OCR instead of refusing it', async () => {
    expect(await readUpload(fixture('scan-image-only.pdf'))).toEqual({ scan: { format: 'pdf', pages: 1 } });
  });

  it('refuses a password-protected PDF', async () => {
    const error = await refusal(fixture('hostile-encrypted.pdf'));
    expect([error.status, error.code]).toEqual([422, 'encrypted_pdf']);
    expect(error.message).toMatch(/password/i);
  });

  it('refuses a truncated PDF', async () => {
    const error = await refusal(fixture('hostile-truncated.pdf'));
    expect([error.status, error.code]).toEqual([422, 'corrupt_file']);
  });

  it('takes a PNG renamed to .pdf for the image it is, to be read by OCR', async () => {
    expect(await readUpload(fixture('scan-png-renamed.pdf'), { fileName: 'cv.pdf' })).toEqual({ scan: { format: 'png', pages: 1 } });
  });

  it('refuses empty files and whitespace-only text', async () => {
    for (const bytes of [new Uint8Array(0), new TextEncoder().encode(' \n\t\n')]) {
      const error = await refusal(bytes);
      expect([error.status, error.code]).toEqual([422, 'empty_file']);
    }
  });

  it('refuses a PDF with too many pages before reading any text', async () => {
    const error = await refusal(minimalPdf({ pages: 25 }));
    expect([error.status, error.code]).toEqual([422, 'too_many_pages']);
    expect(error.message).toContain('25 pages');
    expect((await refusal(minimalPdf({ pages: 3 }), { maxPages: 2 })).code).toBe('too_many_pages');
  });

  it('refuses text far longer than a CV', async () => {
    const error = await refusal(new TextEncoder().encode('Lorem ipsum dolor sit amet. '.repeat(5000)));
    expect([error.status, error.code]).toEqual([422, 'too_many_pages']);
  });

  it('errors instead of hanging on a PDF whose page tree refers to itself', async () => {
    const error = await refusal(minimalPdf({ cyclic: true }));
    expect([error.status, error.code]).toEqual([422, 'corrupt_file']);
  });

  it('refuses a PDF with pages but neither text nor scanned images, in the upload check', async () => {
    const error = await readUpload(minimalPdf({ pages: 1 })).catch((e: unknown) => e);
    expect([(error as AppError).status, (error as AppError).code]).toEqual([422, 'image_only_pdf']);
    expect((error as AppError).message).toMatch(/^This PDF has no readable text layer and no scanned pages to read\./);
  });

  it('refuses a DOCX zip bomb from its central directory', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
      { name: 'word/document.xml', data: new Uint8Array(60 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const error = await refusal(bomb);
    expect([error.status, error.code]).toEqual([422, 'zip_bomb']);
  });

  it('refuses a ZIP that is not a Word document as an unsupported type', async () => {
    const error = await refusal(zip([{ name: 'notes.txt', data: new TextEncoder().encode('hello') }]));
    expect([error.status, error.code]).toEqual([415, 'unsupported_type']);
    expect(error.message).toContain('ZIP archive');
  });

  it('refuses a damaged Word document', async () => {
    const error = await refusal(zip([{ name: 'word/document.xml', data: new TextEncoder().encode('<w:document') }]));
    expect([error.status, error.code]).toEqual([422, 'corrupt_file']);
  });

  it('refuses other binary formats by content, whatever the name', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    const error = await refusal(gif, { fileName: 'cv.pdf' });
    expect([error.status, error.message]).toEqual([415, 'Unsupported file type: GIF image. Upload a PDF, DOCX, TXT, Markdown, PNG, JPEG, WebP or TIFF file']);
  });

  it('refuses a damaged image in the upload check, before any OCR', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    const error = await readUpload(jpeg).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).code, (error as AppError).message]).toEqual([
      422,
      'corrupt_file',
      'This JPEG image is damaged or incomplete and cannot be read. Save or export it again and re-upload it.',
    ]);
  });
});

describe('extractDocument reading', () => {
  it('reads a two-column PDF column by column, sidebar first', async () => {
    const doc = await extractDocument(fixture('pdf-backend-engineer-us.pdf'));
    expect(doc.kind).toBe('pdf');
    expect(doc.quality.columns).toBe(2);
    const texts = doc.lines.map((l) => l.text);
    expect(texts.indexOf('Docker')).toBeLessThan(texts.indexOf('Marcus Whitfield'));
    // No line mixes sidebar and main-column text.
    expect(texts.some((t) => /Kafka.*Backend|Go\s+Senior/.test(t))).toBe(false);
    expect(doc.lines.find((l) => l.text === 'Marcus Whitfield')?.headingHint).toBe(true);
    expect(doc.quality.bodyFontSize).toBe(10);
    expect(doc.quality.minFontSize).toBe(9);
    expect(doc.quality.garbledRatio).toBe(0);
  });

  it('keeps title and right-aligned dates on one line instead of inventing columns', async () => {
    const doc = await extractDocument(fixture('pdf-mechanical-engineer-in.pdf'));
    expect(doc.quality.columns).toBe(1);
    expect(doc.quality.pageCount).toBe(3);
    expect(doc.lines.map((l) => l.text)).toContain('Principal Mechanical Engineer  Apr 2019 – Present');
  });

  it('reads a DOCX with tables, headings and bullets', async () => {
    const doc = await extractDocument(fixture('docx-accountant-gb.docx'));
    expect(doc.kind).toBe('docx');
    expect(doc.quality.tables).toBe(2);
    expect(doc.lines.find((l) => l.text === 'Employment History')?.headingHint).toBe(true);
    expect(doc.lines.map((l) => l.text)).toContain('• Lead a team of six accountants across statutory reporting, payables and treasury.');
  });

  it('notices contact details that live only in a DOCX page header, and keeps them', async () => {
    const doc = await extractDocument(fixture('docx-hr-manager-us.docx'));
    expect(doc.quality.contactInHeaderFooter).toBe(true);
    expect(doc.lines[0].text).toContain('tanya.brooks@gmail.com');
    const plain = await extractDocument(fixture('docx-sales-es.docx'));
    expect(plain.quality.contactInHeaderFooter).toBe(false);
  });

  it('reads by content and warns when the name says otherwise', async () => {
    const doc = await extractDocument(fixture('docx-sales-es.docx'), { fileName: 'cv.pdf' });
    expect(doc.kind).toBe('docx');
    expect(doc.warnings).toContain('The file is named cv.pdf but its content is a Word document; it was read by its content.');
    const named = await extractDocument(fixture('docx-sales-es.docx'), { fileName: 'cv.docx' });
    expect(named.warnings.some((w) => w.includes('named'))).toBe(false);
  });

  it('decodes UTF-16 text with a byte-order mark', async () => {
    const text = 'Zoë Müller\nEXPERIENCE\nEngineer at Acme, 2019 – 2021';
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    const doc = await extractDocument(utf16);
    expect(doc.kind).toBe('text');
    expect(doc.text).toBe(text);
  });

  it('reads markdown headings and bullets', async () => {
    const doc = await extractDocument(new TextEncoder().encode('# Ana Lima\n\n## Skills\n\n- React\n* Go\n'));
    expect(doc.kind).toBe('markdown');
    expect(doc.lines.map((l) => [l.text, l.headingHint])).toEqual([
      ['Ana Lima', true],
      ['Skills', true],
      ['• React', false],
      ['• Go', false],
    ]);
  });
});
