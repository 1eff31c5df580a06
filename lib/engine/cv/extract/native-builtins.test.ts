import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './index';

describe('after pdf.js has run', () => {
  it('JSON.parse, JSON.stringify and Array.prototype.push are the native ones again', async () => {
    const pdf = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/pdf-backend-engineer-us.pdf'));
    await extractDocument(new Uint8Array(pdf));
    // core-js's replacements are plain JavaScript; the natives report [native code]
    for (const fn of [JSON.stringify, JSON.parse, Array.prototype.push]) {
      expect(Function.prototype.toString.call(fn)).toContain('[native code]');
    }
  });
});
