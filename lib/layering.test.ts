/**
 * Imports point one way (app → lib → db; the engine pure; tests never imported by the product;
 * rules in .dependency-cruiser.cjs), and no two folders import each other, even through others.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['lib', 'app', 'db', 'inngest', 'components'];

interface Cruised {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean; dependencyTypes: string[] }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

function cruise(): Cruised {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/depcruise'), ['--output-type', 'json', ...SOURCES], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.status !== 0 && !r.stdout) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs'));
const testCode = new RegExp(config.forbidden.find((rule: { name: string }) => rule.name === 'product-does-not-import-tests').to.path);

/**
 * The unit of the folder rule: app, db, components, every folder under lib/ (a subfolder is a unit
 * of its own, so a folder and its subfolder may not import each other either), each file at lib/'s or lib/engine/cv's root (types and the entry points the
 * stages share); inngest/ is two: its functions (which call the services) and the machinery the
 * services use to send events (client, events, send, the embedded executor).
 */
function folderOf(file: string): string | null {
  const parts = file.split('/');
  if (!SOURCES.includes(parts[0])) return null;
  if (parts[0] === 'inngest') return parts[1] === 'functions' || file === 'inngest/index.ts' ? 'inngest/functions' : 'inngest';
  if (parts[0] !== 'lib') return parts[0];
  const folder = parts.slice(0, -1).join('/');
  return folder === 'lib' || folder === 'lib/engine/cv' ? file : folder;
}

/** Strongly connected components of more than one folder (Tarjan). */
function folderCycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

describe('layering', () => {
  const result = cruise();

  it('has no import against the rules of .dependency-cruiser.cjs', () => {
    expect(result.modules.length).toBeGreaterThan(500);
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('has no cycle between folders in product code', () => {
    const edges = new Map<string, Set<string>>();
    for (const m of result.modules) {
      const from = folderOf(m.source);
      if (!from || testCode.test(m.source)) continue;
      for (const d of m.dependencies) {
        const to = d.coreModule || d.couldNotResolve ? null : folderOf(d.resolved);
        if (!to || to === from || testCode.test(d.resolved)) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(20);
    expect(folderCycles(edges)).toEqual([]);
  });

  /**
   * zod's `new Function` probe is an eval the dashboard's Content-Security-Policy refuses, so no
   * module a browser runs may import it: everything a 'use client' file reaches, short of server
   * actions (the bundle holds only references to them) and type-only imports.
   */
  it('bundles no zod into the browser', () => {
    const bySource = new Map(result.modules.map((m) => [m.source, m]));
    const directive = (file: string, name: string) => fs.existsSync(path.join(ROOT, file)) && new RegExp(`^\\s*['"]use ${name}['"]`).test(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    const clientEntries = result.modules.map((m) => m.source).filter((f) => /\.tsx?$/.test(f) && directive(f, 'client'));
    expect(clientEntries.length).toBeGreaterThan(10);
    const reached = new Map<string, string>(clientEntries.map((f) => [f, f]));
    const queue = [...clientEntries];
    while (queue.length) {
      const file = queue.shift()!;
      for (const d of bySource.get(file)?.dependencies ?? []) {
        if (d.coreModule || d.couldNotResolve || d.dependencyTypes.includes('type-only') || reached.has(d.resolved) || directive(d.resolved, 'server')) continue;
        reached.set(d.resolved, reached.get(file)!);
        queue.push(d.resolved);
      }
    }
    const importsZod = [...reached].filter(([file]) => /\.tsx?$/.test(file) && /from ['"]zod(?:\/[^'"]*)?['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(importsZod.map(([file, entry]) => `${entry} → … → ${file}`)).toEqual([]);
  });
});
