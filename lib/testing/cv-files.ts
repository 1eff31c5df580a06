/** The fixture corpus (lib/engine/cv/fixtures) as upload bodies. */
import fs from 'node:fs';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, '../engine/cv/fixtures');

export const fixtureBytes = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

export function cvForm(file: { name: string; bytes: Uint8Array; type?: string } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.set('file', new File([file.bytes as BlobPart], file.name, { type: file.type ?? 'application/octet-stream' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

export const fixtureForm = (name: string, fields: Record<string, string> = { target_role: 'Backend Engineer' }) =>
  cvForm({ name, bytes: fixtureBytes(name) }, fields);
