import { randomFillSync } from 'node:crypto';

// Entropy drawn 4 KiB at a time: one randomBytes call per id cost more than the rest of a
// cached read (every request gets an id).
const POOL_SIZE = 4096;
const pool = Buffer.allocUnsafe(POOL_SIZE);
let offset = POOL_SIZE;

function random10(): Buffer {
  if (offset + 10 > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += 10;
  return pool.subarray(offset - 10, offset);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** UUID v7 (RFC 9562): time-ordered, so ids sort by creation and index well. */
export function uuidv7(now: number = Date.now()): string {
  const r = random10();
  const b = new Array<string>(16);
  // 48-bit big-endian millisecond timestamp
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    b[i] = HEX[ms % 256];
    ms = Math.floor(ms / 256);
  }
  b[6] = HEX[0x70 | (r[0] & 0x0f)];
  b[7] = HEX[r[1]];
  b[8] = HEX[0x80 | (r[2] & 0x3f)];
  for (let i = 9; i < 16; i++) b[i] = HEX[r[i - 6]];
  return `${b[0]}${b[1]}${b[2]}${b[3]}-${b[4]}${b[5]}-${b[6]}${b[7]}-${b[8]}${b[9]}-${b[10]}${b[11]}${b[12]}${b[13]}${b[14]}${b[15]}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID_RE.test(s);
