import type { TextEncoding } from './sniff-file-type';

/** Turns the bytes of a text upload into a string in the encoding sniffFileType decided on. */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  const text = new TextDecoder(encoding, { fatal: false }).decode(bytes);
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
