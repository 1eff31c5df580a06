/**
 * `npm test`: the vitest suite (unit and integration against real PostgreSQL and Redis:
 * DATABASE_URL / REDIS_URL when set, else an embedded PostgreSQL), then the `*.serial.test.ts`
 * files one at a time (they measure how the service answers under hostile load, so nothing else
 * may compete for the CPU), then the Playwright specs in real Chromium. Prints one closing line
 * "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function runVitest(extra: string[]): Counts & { ok: boolean } {
  const out = path.join(os.tmpdir(), `cvlens-vitest-${process.pid}.json`);
  const r = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    // vitest can exit 0 when a test file fails to load: trust its report, not only its exit code
    const ok = r.status === 0 && j.success === true;
    const failed = j.numFailedTests + j.numFailedTestSuites;
    return { ok, passed: j.numPassedTests, failed: failed || (ok ? 0 : 1), skipped: j.numPendingTests + j.numTodoTests };
  } catch {
    return { ok: false, passed: 0, failed: 1, skipped: 0 };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

function runPlaywright(): Counts & { ok: boolean } {
  const hasSpecs = fs.existsSync(path.join(ROOT, 'e2e')) && fs.readdirSync(path.join(ROOT, 'e2e'), { recursive: true }).some((f) => String(f).endsWith('.spec.ts'));
  if (!hasSpecs) return { ok: true, passed: 0, failed: 0, skipped: 0 };
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.warn(`[test] Chromium not found at ${chromium}: skipping the Playwright specs (apt-get install chromium)`);
    return { ok: true, passed: 0, failed: 0, skipped: 1 };
  }
  const out = path.join(os.tmpdir(), `cvlens-pw-${process.pid}.json`);
  const r = spawnSync(bin('playwright'), ['test'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROMIUM_PATH: chromium },
  });
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = j.stats ?? {};
    return { ok: r.status === 0, passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (r.status !== 0 && !s.unexpected ? 1 : 0), skipped: s.skipped ?? 0 };
  } catch {
    return { ok: r.status === 0, passed: 0, failed: r.status === 0 ? 0 : 1, skipped: 0 };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

const SERIAL = '**/*.serial.test.ts';
const args = process.argv.slice(2);
const parallel = runVitest(args.length ? args : ['--exclude', SERIAL]);
const serial = args.length ? { ok: true, passed: 0, failed: 0, skipped: 0 } : runVitest(['--fileParallelism=false', 'serial.test']);
const unit = {
  ok: parallel.ok && serial.ok,
  passed: parallel.passed + serial.passed,
  failed: parallel.failed + serial.failed,
  skipped: parallel.skipped + serial.skipped,
};
const e2e = args.length ? { ok: true, passed: 0, failed: 0, skipped: 0 } : runPlaywright();
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
const skipped = unit.skipped + e2e.skipped;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unit.ok && e2e.ok ? 0 : 1);
