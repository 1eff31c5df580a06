/**
 * The knowledge JSON (~6 MB, tens of MB once parsed) belongs in the engine workers only
 * (lib/engine/pool runs the engines in child processes): the Next.js server process that serves
 * the routes, the dashboard and the background jobs must not load it. esbuild follows every
 * static import of the server's entry points and lists what they pull in.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function entries(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return entries(rel);
    return /^(route|page|layout)\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('the server process', () => {
  it('imports no knowledge data from its routes, pages, background jobs or Inngest functions', async () => {
    const entryPoints = [...entries('app'), 'inngest/index.ts', 'lib/background-work.ts', 'instrumentation.ts'];
    expect(entryPoints).toEqual(expect.arrayContaining(['app/api/v1/analyses/route.ts', 'app/api/inngest/route.ts']));
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      outdir: 'out',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      tsconfig: 'tsconfig.json',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((i) => i.includes('lib/engine/cv/knowledge/data/'))).toEqual([]);
    // the engine's knowledge API itself stays out too: its modules load the data on import
    expect(inputs.filter((i) => i === 'lib/engine/cv/knowledge/index.ts')).toEqual([]);
  }, 60_000);
});
