/**
 * Decides what an upload is from its bytes alone: file names and client-sent MIME types
 * are routinely wrong (a PNG renamed .pdf, a .doc renamed .docx), so they are never consulted.
 */
import { unsupportedFile } from '../../../errors';
import type { ScanImageFormat } from './ocr/image-pages';

/** What an upload may be, for the messages that ask for another file. */
export const ACCEPTED_FORMATS = 'PDF, DOCX, TXT, Markdown, PNG, JPEG, WebP or TIFF';

/** The 415 for a file of a type the service does not take, named by what its bytes are ("GIF image"). */
export const unsupportedType = (label: string) => unsupportedFile(`Unsupported file type: ${label}. Upload a ${ACCEPTED_FORMATS} file`);

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type SniffedType =
  | { type: 'pdf' }
  | { type: 'zip' }
  | { type: 'image'; format: ScanImageFormat }
  | { type: 'text'; encoding: TextEncoding }
  | { type: 'binary'; label: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Photos and scans of a CV, read by OCR. */
const SCAN_IMAGES: { format: ScanImageFormat; matches: (b: Uint8Array) => boolean }[] = [
  { format: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]) },
  { format: 'jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { format: 'webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { format: 'tiff', matches: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) },
];

/** Signatures of formats people upload by mistake, so the refusal can name what was sent. */
const KNOWN_BINARIES: { label: string; matches: (b: Uint8Array) => boolean }[] = [
  { label: 'GIF image', matches: (b) => startsWith(b, ascii('GIF8')) },
  { label: 'HEIC image', matches: (b) => startsWith(b, ascii('ftyp'), 4) },
  { label: 'legacy Word (.doc) document', matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0]) },
  { label: 'RTF document', matches: (b) => startsWith(b, ascii('{\\rtf')) },
  { label: 'gzip archive', matches: (b) => startsWith(b, [0x1f, 0x8b]) },
  { label: '7-Zip archive', matches: (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf]) },
  { label: 'RAR archive', matches: (b) => startsWith(b, ascii('Rar!')) },
];

/** The PDF header may legally follow a little junk (some generators prepend a few bytes). */
const PDF_HEADER_WINDOW = 1024;

function hasPdfHeader(bytes: Uint8Array): boolean {
  const signature = ascii('%PDF-');
  const limit = Math.min(bytes.length - signature.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= limit; i++) if (startsWith(bytes, signature, i)) return true;
  return false;
}

const PROBE_BYTES = 64 * 1024;

/**
 * Control characters other than tab/newline/CR/form feed in bulk mean a binary format: a tenth
 * of the bytes of a random binary are controls, a Word 97 file is mostly NULs. Text pasted from
 * a PDF carries a few stray ones (up to half a percent in the dotin corpus); the text bounds drop them.
 */
function fewControls(text: string, pattern = /[\u0000-\u0008\u000e-\u001f]/g): boolean {
  const controls = text.match(pattern)?.length ?? 0;
  return controls <= Math.max(2, text.length / 100);
}

function looksLikeUtf8Text(bytes: Uint8Array): boolean {
  try {
    // stream: true so a multi-byte character cut at the probe boundary is not an error.
    return fewControls(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, PROBE_BYTES), { stream: true }));
  } catch {
    return false;
  }
}

/**
 * UTF-16 saved without a byte-order mark: Latin-script text then has a zero in every other
 * byte (the high byte of each code unit), odd positions for little-endian, even for big-endian.
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const probe = bytes.subarray(0, Math.min(bytes.length, PROBE_BYTES) & ~1);
  const pairs = probe.length / 2;
  if (pairs < 8) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < probe.length; i += 2) {
    if (probe[i] === 0) zeroEven++;
    if (probe[i + 1] === 0) zeroOdd++;
  }
  const encoding = zeroOdd > pairs * 0.3 && zeroEven < pairs * 0.02 ? 'utf-16le' : zeroEven > pairs * 0.3 && zeroOdd < pairs * 0.02 ? 'utf-16be' : null;
  return encoding && fewControls(new TextDecoder(encoding).decode(probe)) ? encoding : null;
}

/** Windows-1252 leaves five bytes undefined; they decode to C1 controls, which text never holds. */
const C0_AND_UNDEFINED_1252 = /[\u0000-\u0008\u000e-\u001f\u0080-\u009f]/g;

/** Not UTF-8 but mostly ASCII with printable single high bytes: Latin-1 / Windows-1252 text (é, ü as one byte). */
function looksLikeLatin1Text(bytes: Uint8Array): boolean {
  const probe = bytes.subarray(0, PROBE_BYTES);
  const high = probe.reduce((n, b) => n + (b >= 0x80 ? 1 : 0), 0);
  return high <= probe.length * 0.3 && fewControls(new TextDecoder('windows-1252').decode(probe), C0_AND_UNDEFINED_1252);
}

export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (hasPdfHeader(bytes)) return { type: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { type: 'zip' };
  const image = SCAN_IMAGES.find((candidate) => candidate.matches(bytes));
  if (image) return { type: 'image', format: image.format };
  const known = KNOWN_BINARIES.find((candidate) => candidate.matches(bytes));
  if (known) return { type: 'binary', label: known.label };
  if (startsWith(bytes, [0xff, 0xfe])) return { type: 'text', encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff])) return { type: 'text', encoding: 'utf-16be' };
  if (looksLikeUtf8Text(bytes)) return { type: 'text', encoding: 'utf-8' };
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return { type: 'text', encoding: utf16 };
  if (looksLikeLatin1Text(bytes)) return { type: 'text', encoding: 'windows-1252' };
  return { type: 'binary', label: 'binary file' };
}
