/**
 * An engine worker as one JavaScript file, built by esbuild from its TypeScript sources into
 * node_modules/.cache/cvlens-engine, so the worker runs without a TypeScript loader: Node then
 * loads the packages the engine imports (pdf.js, mammoth, react-pdf, tesseract.js) natively.
 * Through tsx each worker cost 300 MB more, as tsx transforms pdf.js's multi-megabyte modules
 * and keeps them. The file is named by a digest of the sources, so a changed source builds a new
 * one; several processes may build at once (each writes its own file, then renames it).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['lib'];
const SOURCE_FILE = /\.(ts|tsx|json|cjs|mjs)$/;
const NOT_SOURCE = /(\.test\.tsx?$|\/fixtures\/|\/testing\/|\/results\/)/;

/** Paths, sizes and times of every source the worker may import: a change to any gives a new digest. */
function sourceDigest(root: string, entry: string): string {
  const hash = createHash('sha256').update(entry);
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(/*turbopackIgnore: true*/ dir, e.name);
      if (e.isDirectory()) visit(full);
      else if (SOURCE_FILE.test(e.name) && !NOT_SOURCE.test(full)) {
        const st = fs.statSync(/*turbopackIgnore: true*/ full);
        hash.update(`${path.relative(root, full)}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  for (const dir of SOURCE_DIRS) visit(path.join(/*turbopackIgnore: true*/ root, dir));
  for (const file of ['package.json', 'tsconfig.json']) {
    const st = fs.statSync(path.join(/*turbopackIgnore: true*/ root, file), { throwIfNoEntry: false });
    if (st) hash.update(`${file}:${st.size}:${st.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Installed packages stay external, loaded by Node itself as they are in the server; their JSON
 * files are bundled, as Node's ESM loader would want an import attribute for them.
 */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(build: { onResolve(options: { filter: RegExp }, callback: (args: { path: string }) => { path: string; external: boolean } | undefined): void }) {
    build.onResolve({ filter: /.*/ }, (args) => {
      const installed = !/^[./]|^@\//.test(args.path) && !args.path.endsWith('.json');
      return installed ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * The repository's own JSON (the knowledge base, the gazetteer: 6 MB) is read and parsed from its
 * file when the bundle loads, not written into the bundle as object literals: V8 keeps a
 * script's source for as long as any of its functions lives, and compiling megabytes of literals
 * costs memory of its own that the worker never gives back (42 MB of a worker's resident size,
 * measured after warm-up; the parsed objects are the same either way). The path is relative to
 * the bundle, which lives under the same root as the files.
 */
const repositoryJsonAtRunTime = (bundleDir: string) => ({
  name: 'repository-json-at-run-time',
  setup(build: { onLoad(options: { filter: RegExp }, callback: (args: { path: string }) => { contents: string; loader: 'js' } | undefined): void }) {
    build.onLoad({ filter: /\.json$/ }, (args) => {
      if (args.path.split(path.sep).includes('node_modules')) return undefined;
      const relative = path.relative(bundleDir, args.path).split(path.sep).join('/');
      return {
        contents: `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(new URL(${JSON.stringify(relative)}, import.meta.url), 'utf8'));\n`,
        loader: 'js',
      };
    });
  },
});

/**
 * The bundle of `entry` (a path under `root`), built when missing; null when it cannot be built
 * here (no esbuild, a read-only file system), in which case the caller runs the sources through tsx.
 */
export async function workerBundle(root: string, entry: string): Promise<string | null> {
  const dir = path.join(/*turbopackIgnore: true*/ root, 'node_modules', '.cache', 'cvlens-engine');
  const file = path.join(dir, `${path.basename(entry, path.extname(entry))}-${sourceDigest(root, entry)}.mjs`);
  if (fs.existsSync(file)) return file;
  try {
    const esbuild = await import('esbuild');
    fs.mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await esbuild.build({
      entryPoints: [path.join(root, entry)],
      outfile: temp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [installedPackagesExternal, repositoryJsonAtRunTime(dir)],
      tsconfig: path.join(root, 'tsconfig.json'),
      jsx: 'automatic',
      keepNames: true,
      logLevel: 'silent',
    });
    fs.renameSync(temp, file);
    return file;
  } catch (error) {
    console.warn(`[engine] could not build the worker bundle (${(error as Error).message}); running its sources through tsx`);
    return null;
  }
}
