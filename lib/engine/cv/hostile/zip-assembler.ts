/**
 * Writes ZIP archives by hand so the sizes in the local headers and the central directory can
 * say whatever a hostile file wants them to say, and so a deflate stream that expands to
 * gigabytes can be stored without ever holding the expanded bytes.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { repeatedDeflate } from './repeated-deflate';

export interface ZipEntryInput {
  name: string;
  /** the bytes as stored (already deflated when method is 8) */
  stored: Buffer;
  method: 0 | 8;
  crc: number;
  /** the real expanded size */
  size: number;
  /** what the headers claim; defaults to the truth */
  declaredSize?: number;
}

export function storedEntry(name: string, text: string): ZipEntryInput {
  const data = Buffer.from(text, 'utf8');
  const stored = deflateRawSync(data);
  return { name, stored, method: 8, crc: crc32(data), size: data.length };
}

/**
 * An entry inflating to gigabytes from a repeated deflate block. Its CRC is left zero: computing
 * it would mean reading every expanded byte, and the archive must be refused long before any
 * reader gets to check it.
 */
export function bombEntry(name: string, prefix: string, fill: number, unit: number, repeat: number, suffix: string): ZipEntryInput {
  const { raw, size } = repeatedDeflate(Buffer.from(prefix), Buffer.alloc(unit, fill), repeat, Buffer.from(suffix));
  return { name, stored: raw, method: 8, crc: 0, size };
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n & 0xffff);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

export function assembleZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const declared = Math.min(e.declaredSize ?? e.size, 0xffffffff);
    const common = [u16(20), u16(0), u16(e.method), u16(0), u16(0x21), u32(e.crc), u32(e.stored.length), u32(declared), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, e.stored]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Math.min(entries.length, 0xffff);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
}
