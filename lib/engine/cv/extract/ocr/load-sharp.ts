/**
 * sharp (libvips, about 28 MB resident) loaded when an image is really handled: every engine
 * worker reads the upload check's code, but only uploads that are images or scans need it.
 */
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent images and operations for reuse; a page is read once, so that is only memory
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
