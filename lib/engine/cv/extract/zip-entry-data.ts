import { inflateRawSync } from 'node:zlib';
import type { ZipEntry } from './zip-directory';

const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Inflates one entry whose size was already vetted by assertZipWithinLimits; the output is
 * capped at the declared size so a lying directory cannot inflate more than it promised.
 */
export function readZipEntryText(bytes: Uint8Array, entry: ZipEntry): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return new TextDecoder().decode(data);
    if (entry.method !== 8) return null;
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return new TextDecoder().decode(out);
  } catch {
    return null;
  }
}

/**
 * The directory's sizes are only claims: a part that inflates past its declared size would make
 * mammoth (which trusts the stream, not the directory) expand gigabytes. Inflates at most the
 * declared size; false only when the stream holds more than that.
 */
export function inflatesWithinDeclaredSize(bytes: Uint8Array, entry: ZipEntry): boolean {
  if (entry.method !== 8) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) return true;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  try {
    inflateRawSync(bytes.subarray(start, start + entry.compressedSize), { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return true;
  } catch (error) {
    // a damaged stream is mammoth's to report; only an over-long one is a bomb
    return (error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE';
  }
}
