/**
 * Builds the hostile upload corpus into a directory at test time, so multi-megabyte
 * and crafted files never enter the repository. Each file carries what the API must answer
 * for it and why; lib/engine/cv/hostile/hostile-files.serial.test.ts posts every one through the real
 * POST /analyses route.
 *
 * Acceptable (201): text CVs in UTF-16 (with or without a byte-order mark) and in Latin-1,
 * and a real CV page that also carries a huge image — they are CVs, only awkwardly encoded; and
 * scans, which the upload check leaves to the job's OCR: a real (if coarse, 50 dpi) scan renamed
 * .pdf is read, a page of noise fails in the job as too poor to read.
 * Everything else is refused with the status of lib/errors.ts and a message naming the problem.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { assemblePdf, HELVETICA, textContent, type PdfObject } from './pdf-assembler';
import { repeatedDeflate, zlibWrapped } from './repeated-deflate';
import { assembleZip, bombEntry, storedEntry } from './zip-assembler';

export interface HostileFile {
  name: string;
  path: string;
  /** what the API must answer; 'read-or-refused' where either a normal analysis or a 422 is right */
  status: 201 | 413 | 415 | 422 | 'read-or-refused';
  /** the refusal must name the problem */
  message?: RegExp;
  /** for an accepted scan that cannot be read: its job fails, saying why */
  fails?: RegExp;
  why: string;
}

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const MB = 1024 * 1024;
const DAMAGED = /damaged|incomplete|corrupt/i;
const TOO_POOR = /^This scan is too poor to read/;
const UNREASONABLE = /unreasonable size|refused for safety/i;
const TOO_COMPLEX = /far more drawing and text instructions/i;

/** A real CV, with accented names so a wrong decoding would show. */
function cvText(): string {
  return fixture('txt-electrician-us.txt')
    .toString('utf8')
    .replace('RAYMOND "RAY" KOWALSKI', 'RAYMOND "RAY" KOWALSKI-MÜLLER')
    .replace('Denver, CO 80205', 'Denver, CO 80205 · Zürich · Réunion');
}

function utf16be(text: string): Buffer {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return le;
}

// ---- PDFs --------------------------------------------------------------------------------

const cvLines = () => cvText().split('\n').slice(0, 50).map((l) => l.replace(/[^\x20-\x7e]/g, '?'));

/** catalog 1, pages 2, page 3 (content 4, font 5), then `extra` objects from 6 on. */
function onePagePdf(content: Buffer, resources: string, extra: PdfObject[] = []): Buffer {
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources ${resources} >>`,
      { dict: `<< /Length ${content.length} >>`, stream: content },
      HELVETICA,
      ...extra,
    ],
    1,
  );
}

/** A 10,000 × 10,000 RGB image (300 MB decoded) stored as a ~300 KB deflate stream. */
function hugeImagePdf(): Buffer {
  const side = 10_000;
  const row = Buffer.alloc(side * 3, 0xff);
  const pixels = zlibWrapped(repeatedDeflate(Buffer.alloc(0), row, side, Buffer.alloc(0)).raw);
  const draw = Buffer.concat([Buffer.from(`q 100 0 0 100 400 700 cm /Im1 Do Q\n`), textContent(cvLines())]);
  return onePagePdf(draw, '<< /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >>', [
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>`,
      stream: pixels,
    },
  ]);
}

/** One page holding only a picture, the way a scanner writes one, of nothing legible (noise). */
function imageOnlyPdf(): Buffer {
  const side = 400;
  const gray = Buffer.alloc(side * side);
  for (let i = 0; i < gray.length; i++) gray[i] = (i * 7919) % 251;
  const pixels = deflateSync(gray);
  const draw = Buffer.from('q 500 0 0 700 40 60 cm /Im1 Do Q');
  return onePagePdf(draw, '<< /XObject << /Im1 6 0 R >> >>', [
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>`,
      stream: pixels,
    },
  ]);
}

/** A one-pixel GIF: a format people upload by mistake, not read. */
function gifImage(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

/** `count` pages sharing one content stream: a tiny file that declares thousands of pages. */
function manyPagesPdf(count: number): Buffer {
  const content = textContent(cvLines().slice(0, 5));
  const firstPage = 5;
  const kids = Array.from({ length: count }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const pages = Array.from(
    { length: count },
    () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
  );
  return assemblePdf(
    ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`, { dict: `<< /Length ${content.length} >>`, stream: content }, HELVETICA, ...pages],
    1,
  );
}

/** The page tree's root lists itself as its own child. */
function pagesLoopPdf(): Buffer {
  return assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 2 0 R] /Count 2 >>'], 1);
}

/** Objects that resolve to themselves: the page's resources, contents and stream length. */
function selfReferencePdf(): Buffer {
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources 5 0 R >>',
      '4 0 R',
      '5 0 R',
    ],
    1,
  );
}

/** A text PDF whose every stream was replaced by noise, trailer intact. */
function corruptStreamsPdf(): Buffer {
  const bytes = Buffer.from(fixture('pdf-backend-engineer-us.pdf'));
  let seed = 42;
  const noise = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream\n', at);
    if (start < 0) break;
    const end = bytes.indexOf('endstream', start);
    if (end < 0) break;
    for (let i = start + 7; i < end - 1; i++) bytes[i] = noise();
    at = end + 9;
  }
  return bytes;
}

/** The committed fixture (lib/engine/cv/fixtures/build.ts made it with qpdf), so no machine needs qpdf here. */
function encryptedPdf(): Buffer {
  return fixture('hostile-encrypted.pdf');
}

/**
 * A page whose content stream inflates to `mb` megabytes of `unit` repeated: text shown line
 * after line, or paths drawn and stroked. Built from 64 KB blocks, so 256 MB is a few hundred KB.
 */
function contentBombPdf(unit: string, mb: number): Buffer {
  const block = Buffer.from(unit.repeat(Math.floor(65_536 / unit.length)), 'latin1');
  const { raw } = repeatedDeflate(Buffer.from('BT /F1 10 Tf 14 TL 50 800 Td\n'), block, Math.ceil((mb * MB) / block.length), Buffer.from('\nET'));
  const stream = zlibWrapped(raw);
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      { dict: `<< /Filter /FlateDecode /Length ${stream.length} >>`, stream },
      HELVETICA,
    ],
    1,
  );
}

/** A real CV page whose page dictionary also holds arrays nested 100,000 deep. */
function deepNestingPdf(): Buffer {
  const content = textContent(cvLines());
  const depth = 100_000;
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Nest ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
      { dict: `<< /Length ${content.length} >>`, stream: content },
      HELVETICA,
    ],
    1,
  );
}

/** A CV page that declares 5,000 fonts. */
function thousandsOfFontsPdf(): Buffer {
  const count = 5_000;
  const content = textContent(cvLines());
  const fonts = Array.from({ length: count }, (_, i) => `/F${i + 1} ${6 + i} 0 R`).join(' ');
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${fonts} >> >> >>`,
      { dict: `<< /Length ${content.length} >>`, stream: content },
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...Array.from({ length: count }, (_, i) => `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Name /F${i + 1} >>`),
    ],
    1,
  );
}

/** A real CV whose text carries the control characters icon fonts leak (NUL, STX, CAN). */
function controlGlyphsPdf(): Buffer {
  const lines = cvLines().map((line, i) => (i % 3 === 0 ? `\u0000${line}\u0002` : i % 3 === 1 ? `${line} \u0018` : line));
  const content = textContent(lines);
  return onePagePdf(content, '<< /Font << /F1 5 0 R >> >>');
}

/** A real CV with an incremental update whose cross-reference section names itself as the previous one. */
function xrefLoopPdf(): Buffer {
  const base = fixture('pdf-backend-engineer-us.pdf');
  const updateAt = base.length;
  const root = base.toString('latin1').match(/\/Root (\d+ \d+ R)/)?.[1] ?? '1 0 R';
  const size = base.toString('latin1').match(/\/Size (\d+)/)?.[1] ?? '1';
  const update = `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size ${size} /Root ${root} /Prev ${updateAt} >>\nstartxref\n${updateAt}\n%%EOF\n`;
  return Buffer.concat([base, Buffer.from(update, 'latin1')]);
}

/** The CV, then `x`, a flood of one character, `x`: a run no line of any CV holds. */
const flood = (char: string, bytes: number) => Buffer.concat([Buffer.from(cvText()), Buffer.from('\nx'), Buffer.alloc(bytes, char), Buffer.from('x\n')]);

// ---- DOCX / ZIP --------------------------------------------------------------------------

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOC_OPEN = '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">';
const DOC_CLOSE = '</w:t></w:r></w:p></w:body></w:document>';

const packageParts = () => [storedEntry('[Content_Types].xml', CONTENT_TYPES), storedEntry('_rels/.rels', RELS)];

const cvDocumentXml = () =>
  `${DOC_OPEN.replace(/<w:p><w:r><w:t xml:space="preserve">$/, '')}${cvText()
    .split('\n')
    .map((l) => `<w:p><w:r><w:t xml:space="preserve">${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;

/** `word/document.xml` honestly declared as 2 GB of spaces, stored in ~2 MB. */
const twoGigabyteDocument = () => bombEntry('word/document.xml', DOC_OPEN, 0x20, MB, 2048, DOC_CLOSE);

function zipBombDocx(): Buffer {
  return assembleZip([...packageParts(), twoGigabyteDocument()]);
}

/** The same 2 GB of spaces, but every header claims the part expands to 4 KB. */
function lyingDirectoryDocx(): Buffer {
  return assembleZip([...packageParts(), { ...twoGigabyteDocument(), declaredSize: 4096 }]);
}

/** A real CV document plus 5,000 tiny parts. */
function thousandsOfEntriesDocx(): Buffer {
  const filler = Array.from({ length: 5000 }, (_, i) => storedEntry(`word/media/part${i}.xml`, '<x/>'));
  return assembleZip([...packageParts(), storedEntry('word/document.xml', cvDocumentXml()), ...filler]);
}

function truncatedDocx(): Buffer {
  const whole = assembleZip([...packageParts(), storedEntry('word/document.xml', cvDocumentXml())]);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

// ---- the corpus --------------------------------------------------------------------------

type Spec = Omit<HostileFile, 'path'> & { bytes: (dir: string) => Buffer };

const SPECS: Spec[] = [
  { name: 'empty.pdf', bytes: () => Buffer.alloc(0), status: 422, message: /empty/i, why: 'zero bytes' },
  {
    name: 'eleven-megabytes.txt',
    bytes: () => Buffer.alloc(11 * MB, 'Experienced engineer. '),
    status: 413,
    message: /^File too large: the limit is 10 MB$/,
    why: 'over the 10 MB upload limit',
  },
  { name: 'png-renamed.pdf', bytes: () => fixture('scan-png-renamed.pdf'), status: 201, why: 'a 50 dpi scan (PNG) named .pdf: decided by content and read by OCR' },
  { name: 'gif-renamed.pdf', bytes: () => gifImage(), status: 415, message: /^Unsupported file type: GIF image/, why: 'decided by content, not name' },
  {
    name: 'truncated.pdf',
    bytes: () => fixture('pdf-backend-engineer-us.pdf').subarray(0, 20_000),
    status: 422,
    message: DAMAGED,
    why: 'cut off mid-upload: no trailer',
  },
  { name: 'header-only.pdf', bytes: () => Buffer.from('%PDF-1.7\n'), status: 422, message: DAMAGED, why: 'a PDF header and nothing else' },
  {
    name: 'garbage-with-trailer.pdf',
    bytes: () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 0xa7), Buffer.from('\n%%EOF\n')]),
    status: 422,
    message: DAMAGED,
    why: 'header and trailer around noise',
  },
  { name: 'corrupt-streams.pdf', bytes: () => corruptStreamsPdf(), status: 422, message: /damaged|incomplete|corrupt|no readable text/i, why: 'every content stream replaced by noise' },
  { name: 'encrypted.pdf', bytes: encryptedPdf, status: 422, message: /password/i, why: 'AES-256 with a user password' },
  { name: 'five-thousand-pages.pdf', bytes: () => manyPagesPdf(5000), status: 422, message: /5000 pages/, why: 'thousands of pages' },
  { name: 'pages-loop.pdf', bytes: () => pagesLoopPdf(), status: 422, message: DAMAGED, why: 'page tree whose Kids point back to itself' },
  { name: 'self-reference.pdf', bytes: () => selfReferencePdf(), status: 422, message: /damaged|incomplete|corrupt|no readable text/i, why: 'indirect objects that reference themselves' },
  { name: 'image-only.pdf', bytes: () => imageOnlyPdf(), status: 201, fails: TOO_POOR, why: 'a page holding only an image of noise: a scan with nothing legible' },
  { name: 'huge-image.pdf', bytes: () => hugeImagePdf(), status: 201, why: 'a real text CV that also draws a 10,000 × 10,000 image' },
  { name: 'zip-bomb.docx', bytes: () => zipBombDocx(), status: 422, message: UNREASONABLE, why: 'document.xml declared and really 2 GB inflated' },
  { name: 'lying-directory.docx', bytes: () => lyingDirectoryDocx(), status: 422, message: /unreasonable size|damaged|incomplete/i, why: 'headers claim 4 KB, the stream inflates to 2 GB' },
  { name: 'thousands-of-entries.docx', bytes: () => thousandsOfEntriesDocx(), status: 422, message: UNREASONABLE, why: '5,000 archive entries' },
  { name: 'truncated.docx', bytes: () => truncatedDocx(), status: 422, message: DAMAGED, why: 'archive cut off before its directory' },
  { name: 'utf16le-bom.txt', bytes: () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(cvText(), 'utf16le')]), status: 201, why: 'UTF-16 LE with BOM (Windows Notepad "Unicode")' },
  { name: 'utf16be-bom.txt', bytes: () => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(cvText())]), status: 201, why: 'UTF-16 BE with BOM' },
  { name: 'utf16le-no-bom.txt', bytes: () => Buffer.from(cvText(), 'utf16le'), status: 201, why: 'UTF-16 LE without BOM' },
  { name: 'utf16be-no-bom.txt', bytes: () => utf16be(cvText()), status: 201, why: 'UTF-16 BE without BOM' },
  { name: 'latin1.txt', bytes: () => Buffer.from(cvText(), 'latin1'), status: 201, why: 'Latin-1: é and ü as single bytes' },
  { name: 'space-flood-1mb.txt', bytes: () => flood(' ', MB), status: 201, why: 'a CV, then one line of a million spaces' },
  { name: 'space-flood-9mb.txt', bytes: () => flood(' ', 9 * MB), status: 201, why: 'a CV, then one line of nine million spaces' },
  { name: 'tab-flood-5mb.txt', bytes: () => flood('\t', 5 * MB), status: 201, why: 'a CV, then five million tabs' },
  { name: 'blank-line-flood-5mb.txt', bytes: () => flood('\n', 5 * MB), status: 201, why: 'a CV, then five million blank lines' },
  ...[16, 64, 256].flatMap((mb): Spec[] => [
    { name: `text-bomb-${mb}mb.pdf`, bytes: () => contentBombPdf('(Experienced engineer.) Tj T*\n', mb), status: 422, message: TOO_COMPLEX, why: `content stream inflating to ${mb} MB of text` },
    { name: `path-bomb-${mb}mb.pdf`, bytes: () => contentBombPdf('10 10 m 200 200 l S\n', mb), status: 422, message: TOO_COMPLEX, why: `content stream inflating to ${mb} MB of paths` },
  ]),
  { name: 'deep-nesting.pdf', bytes: () => deepNestingPdf(), status: 'read-or-refused', message: DAMAGED, why: 'arrays nested 100,000 deep in the page dictionary' },
  { name: 'thousands-of-fonts.pdf', bytes: () => thousandsOfFontsPdf(), status: 422, message: TOO_COMPLEX, why: '5,000 font dictionaries' },
  { name: 'control-glyphs.pdf', bytes: () => controlGlyphsPdf(), status: 201, why: 'text with NUL, STX and CAN, as icon fonts leak them' },
  { name: 'xref-loop.pdf', bytes: () => xrefLoopPdf(), status: 'read-or-refused', message: DAMAGED, why: 'a cross-reference section whose /Prev is itself' },
];

/** Writes every hostile file into `dir` (created if needed) and returns what each must get. */
export function buildHostileCorpus(dir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-hostile-'))): HostileFile[] {
  fs.mkdirSync(dir, { recursive: true });
  return SPECS.map(({ bytes, ...spec }) => {
    const file = path.join(dir, spec.name);
    fs.writeFileSync(file, bytes(dir));
    return { ...spec, path: file };
  });
}

/** The accented names the decoded text of the accepted text files must contain. */
export const ACCENTED_NAME = 'KOWALSKI-MÜLLER';
