/**
 * Deflate streams that expand to gigabytes without anyone compressing gigabytes: a full flush
 * resets the compressor, so one compressed copy of a unit can simply be repeated. Building a
 * 2 GB bomb this way takes milliseconds and never holds the expanded bytes.
 */
import { constants, deflateRawSync } from 'node:zlib';

export interface RepeatedDeflate {
  /** a raw deflate stream (RFC 1951) */
  raw: Buffer;
  /** how many bytes it inflates to */
  size: number;
}

export function repeatedDeflate(prefix: Buffer, unit: Buffer, repeat: number, suffix: Buffer): RepeatedDeflate {
  const flushed = (b: Buffer) => deflateRawSync(b, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const block = flushed(unit);
  const raw = Buffer.concat([flushed(prefix), ...Array.from({ length: repeat }, () => block), deflateRawSync(suffix)]);
  return { raw, size: prefix.length + unit.length * repeat + suffix.length };
}

/**
 * The zlib wrapping (RFC 1950) a PDF FlateDecode stream expects. The Adler-32 trailer is left
 * zero: computing it would mean reading the expanded bytes, and PDF readers do not check it.
 */
export const zlibWrapped = (raw: Buffer) => Buffer.concat([Buffer.from([0x78, 0xda]), raw, Buffer.alloc(4)]);
