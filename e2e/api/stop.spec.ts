/**
 * Stopping `npm start`: Ctrl-C or SIGTERM stops next-server, the engine workers and
 * the embedded PostgreSQL within ten seconds, even while the server is busy reading uploads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processTree } from '../../lib/testing/process-tree';
import { cli, ROOT } from './support';

const CV = fs.readFileSync(path.join(ROOT, 'lib/engine/cv/fixtures/pdf-backend-engineer-us.pdf'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let child: ChildProcess | undefined;
test.afterEach(() => {
  // whatever the outcome, leave nothing running
  if (child?.pid) for (const p of processTree(child.pid)) if (alive(p.pid)) process.kill(p.pid, 'SIGKILL');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  test(`${signal} stops the server, its engine workers and the embedded PostgreSQL within 10 s while uploads are read`, async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-stop-'));
    // the embedded PostgreSQL runs as an unprivileged user when the tests run as root
    fs.chmodSync(dataDir, 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'lib/cli/start.ts')], { cwd: ROOT, env, stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(() => fetch(`${url}/api/v1/openapi.json`).then((r) => r.ok, () => false), { timeout: 180_000, intervals: [500] })
      .toBe(true);
    // the engine's workers start with the server
    await expect.poll(() => processTree(child!.pid!).filter((p) => p.engineWorker).length, { timeout: 60_000 }).toBeGreaterThan(0);

    const database = JSON.parse(fs.readFileSync(path.join(dataDir, 'runtime.json'), 'utf8')).databaseUrl as string;
    const { organization_id } = cli(['org', 'create', '--name', `stop-${signal}`, '--plan', 'business'], database);
    const key = cli(['key', 'create', '--org', organization_id], database).key as string;
    const uploads = Array.from({ length: 6 }, () => {
      const form = new FormData();
      form.set('file', new File([CV], 'cv.pdf'));
      form.set('target_role', 'Backend Engineer');
      return fetch(`${url}/api/v1/analyses`, { method: 'POST', headers: { 'x-api-key': key }, body: form }).catch(() => null);
    });
    await new Promise((r) => setTimeout(r, 300));

    const tree = processTree(child.pid!);
    expect(tree.some((p) => p.name.startsWith('next-server'))).toBe(true);
    expect(tree.some((p) => p.engineWorker)).toBe(true);
    expect(tree.some((p) => p.name.startsWith('postgres'))).toBe(true);
    // the server's heap is capped (SERVER_HEAP_MB), the workers keep their own cap (ENGINE_HEAP_MB)
    const server = tree.find((p) => p.name.startsWith('next-server'))!;
    const environ = fs.readFileSync(`/proc/${server.pid}/environ`, 'utf8').split('\0');
    expect(environ.find((v) => v.startsWith('NODE_OPTIONS='))).toContain('--max-old-space-size=512');
    // the server's larger young generation is a flag of its own process, not in the NODE_OPTIONS the workers inherit
    expect(environ.find((v) => v.startsWith('NODE_OPTIONS='))).not.toContain('--max-semi-space-size');
    for (const w of tree.filter((p) => p.engineWorker)) {
      const cmdline = fs.readFileSync(`/proc/${w.pid}/cmdline`, 'utf8').split('\0');
      expect(cmdline).toContain('--max-old-space-size=256');
      expect(cmdline.join(' ')).not.toContain('--max-semi-space-size');
    }

    const started = Date.now();
    child.kill(signal);
    await expect.poll(() => tree.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.name}`), { timeout: 15_000, intervals: [100] }).toEqual([]);
    const took = Date.now() - started;
    console.log(`[stop] ${signal}: ${tree.length} processes gone after ${took} ms`);
    expect(took).toBeLessThanOrEqual(10_000);
    await Promise.all(uploads);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
