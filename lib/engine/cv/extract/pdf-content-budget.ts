import { constants, inflateRawSync } from 'node:zlib';
import { unreadableFile } from '../../../errors';

/*
 * pdf.js has no limit on how far a stream may inflate: a 400 KB upload whose content stream
 * inflates to 256 MB of drawing operators took the whole process down, and 16 MB took seconds
 * and a gigabyte. Every stream is a top-level object of the file's bytes, so a linear scan
 * finds them all; the ones pdf.js would parse as operators or objects (page contents, forms,
 * object streams) are inflated here, capped, before pdf.js sees the file. Fonts and images are
 * left alone: pdf.js does not lex them for text.
 */

/** Inflated page contents, forms and object streams of a whole CV; real ones stay far below. */
export const MAX_CONTENT_BYTES = 8 * 1024 * 1024;
/** Font dictionaries in the file: a CV uses a few dozen at most. */
export const MAX_FONTS = 500;

export const tooMuchContent = () =>
  unreadableFile(
    'This PDF holds far more drawing and text instructions than a CV does, so it was not read. Export your CV to PDF again from your editor, or upload it as a DOCX file.',
    'pdf_too_complex',
  );

const NOT_PARSED = /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)|\/Length[123]\b|\/FontFile/;
const FONT_DICT = /\/Type\s*\/Font\b/g;

/** The dictionary before a `stream` keyword: back to its object header, a few KB at most. */
function dictionaryBefore(text: string, streamAt: number): string {
  const window = text.slice(Math.max(0, streamAt - 4096), streamAt);
  return window.slice(Math.max(0, window.lastIndexOf(' obj')));
}

/** More than one filter ("/Filter [/ASCII85Decode /FlateDecode]") cannot be inflated directly. */
function chainsFilters(dict: string): boolean {
  const at = dict.indexOf('/Filter');
  if (at < 0) return false;
  const open = dict.indexOf('[', at);
  if (open < 0 || dict.slice(at + 7, open).trim() !== '') return false;
  const close = dict.indexOf(']', open);
  const names = dict.slice(open, close < 0 ? undefined : close).split('/').length - 1;
  return names > 1;
}

/** A zlib header (RFC 1950): deflate, and the check bits right. */
const isZlibHeader = (data: Buffer) => data.length > 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;

function inflated(data: Buffer, limit: number): { bytes: number; text: string | null; over: boolean } {
  if (!isZlibHeader(data)) return { bytes: 0, text: null, over: false };
  try {
    // Raw inflate after the header, as pdf.js reads it: a wrong or missing checksum and a
    // truncated end still count for everything they expand to.
    const out = inflateRawSync(data.subarray(2), { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
    return { bytes: out.length, text: out.length <= 1024 * 1024 ? out.toString('latin1') : null, over: out.length > limit };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { bytes: limit + 1, text: null, over: true };
    // not Flate after all, encrypted, or damaged: pdf.js decides about those
    return { bytes: 0, text: null, over: false };
  }
}

/** Throws when the file's parsed streams inflate past MAX_CONTENT_BYTES or it declares too many fonts. */
export function assertPdfContentWithinBudget(bytes: Uint8Array): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  let fonts = (text.match(FONT_DICT) ?? []).length;
  let content = 0;
  let at = 0;
  for (;;) {
    const keyword = text.indexOf('stream', at);
    if (keyword < 0) break;
    at = keyword + 6;
    if (text.startsWith('end', keyword - 3)) continue;
    const dict = dictionaryBefore(text, keyword);
    if (!/\/FlateDecode|\/Fl\b/.test(dict) || NOT_PARSED.test(dict) || chainsFilters(dict)) continue;
    let start = keyword + 6;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const out = inflated(buf.subarray(start, end), MAX_CONTENT_BYTES - content);
    content += out.bytes;
    if (out.over) throw tooMuchContent();
    if (out.text && /\/Type\s*\/ObjStm/.test(dict)) fonts += (out.text.match(FONT_DICT) ?? []).length;
    at = end + 9;
  }
  if (fonts > MAX_FONTS) throw tooMuchContent();
}
