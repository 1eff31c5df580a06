/**
 * Playwright: dashboard specs (e2e/dashboard) and API specs (e2e/api) against a real server
 * started with `npm start` on its own port and a fresh DATA_DIR (embedded PostgreSQL unless
 * DATABASE_URL is set, in which case that database is used: specs sign up unique emails).
 * E2E_BASE_URL points the specs at a server already running instead (no webServer).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const external = process.env.E2E_BASE_URL;
// Set once in the main process; workers inherit it, so specs and the server share one DATA_DIR.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = external ? (process.env.DATA_DIR ?? '.data') : fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-e2e-'));
  // mkdtemp makes it 0700; run as root, the embedded PostgreSQL initialises its cluster as the
  // unprivileged `postgres` user, which must be able to traverse it
  if (!external) fs.chmodSync(process.env.E2E_DATA_DIR, 0o755);
}

const passThrough = Object.fromEntries(
  ['DATABASE_URL', 'REDIS_URL', 'UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'PATH', 'HOME']
    .filter((k) => process.env[k])
    .map((k) => [k, process.env[k]!]),
);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]] : [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // a desktop screen; phone widths are set by the specs that test them
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'npm start',
        url: `http://127.0.0.1:${PORT}/api/v1/openapi.json`,
        reuseExistingServer: false,
        // the first run builds the app (about three minutes on two cores)
        timeout: 600_000,
        stdout: 'pipe',
        stderr: 'pipe',
        // npm start runs next in a process group of its own (to stop its engine workers with it):
        // a SIGKILL to npm's group would leave that group running, holding this run's output open
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        // the specs sign up dozens of accounts from one address: per-IP sign-up limits would stop them (per-address limits stay as they are)
        env: { ...passThrough, PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR!, NEXT_TELEMETRY_DISABLED: '1', AUTH_IP_LIMIT_MULTIPLIER: '50' },
      },
});
