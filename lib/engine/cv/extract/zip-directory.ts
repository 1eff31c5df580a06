import { unreadableFile } from '../../../errors';

/**
 * Reads a ZIP's central directory without inflating anything, so that DOCX zip bombs are
 * refused on the declared sizes before a single byte is decompressed.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  /** ratio above which an entry is considered a bomb, applied to entries over minRatioCheckSize */
  maxRatio: number;
  minRatioCheckSize: number;
}

export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalUncompressed: 50 * 1024 * 1024,
  maxRatio: 200,
  minRatioCheckSize: 1024 * 1024,
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_MARKER = 0xffffffff;

const corrupt = () =>
  unreadableFile('The Word document is damaged or incomplete and cannot be opened. Save it again and re-upload it.', 'corrupt_file');

function findEndOfCentralDirectory(view: DataView): number {
  // The EOCD record is 22 bytes plus a comment of at most 65535 bytes at the end of the file.
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= earliest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22) throw corrupt();
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw corrupt();
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) throw corrupt();
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.byteLength) throw corrupt();
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Throws zip_bomb when the declared sizes are beyond anything a CV needs. */
export const zipBomb = () =>
  unreadableFile(
    'This Word document expands to an unreasonable size when unpacked and was refused for safety. Save your CV again as a normal DOCX or PDF and re-upload it.',
    'zip_bomb',
  );

export function assertZipWithinLimits(entries: ZipEntry[], limits: ZipLimits = DOCX_ZIP_LIMITS): void {
  const refuse = zipBomb;
  if (entries.length > limits.maxEntries) throw refuse();
  let total = 0;
  for (const entry of entries) {
    // A CV never needs ZIP64; a 0xFFFFFFFF size means "look elsewhere", typical of crafted archives.
    if (entry.uncompressedSize === ZIP64_MARKER || entry.compressedSize === ZIP64_MARKER) throw refuse();
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.minRatioCheckSize && ratio > limits.maxRatio) throw refuse();
  }
  if (total > limits.maxTotalUncompressed) throw refuse();
}
