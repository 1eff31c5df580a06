/**
 * Part 4, mixed load: 80% GET /analyses/{id} over a pool of ids, 15% GET /analyses/{id}/status,
 * 5% POST /analyses with a small text CV, at several concurrencies against one server, with
 * the bare reference read at the same concurrency as the floor.
 *
 * The mix is one autocannon run whose single request template picks each request's kind from
 * a seeded PRNG (setupRequest), so the shares are shares of requests, whatever each kind's
 * latency (three parallel runs split 80/15/5 by connections would under-weight slow creates).
 */
import fs from 'node:fs';
import type autocannon from 'autocannon';
import { cannon, multipartBody, runUploads, type CannonRun } from './support/http-load';
import { sampleTreeMemory, type TreeMemory } from './support/process-tree-memory';
import { startBareServer, type AppServer } from './support/servers';
import { round, seededRandom } from '../lib/testing/stats';

export const MIX = { read: 0.8, status: 0.15, create: 0.05 };

/**
 * Once the engine left the request thread (lib/engine/pool): polls and reads stay fast while
 * analyses run. `beforeEnginePool` is the run of 2026-11-22 08:35 UTC, engine in next-server.
 */
export const LOAD_TARGETS = {
  statusP99C50: 100,
  readP99C200: 250,
  beforeEnginePool: {
    embedded: { statusP99C50: 320.04, readP99C50: 39.24, readP99C200: 1332.3, nextServerHwmMb: 701.2 },
    external: { statusP99C50: 258.86, readP99C50: 54.01, readP99C200: 993.5, nextServerHwmMb: 622.1 },
  },
};

export interface LoadLevel {
  connections: number;
  mixed: CannonRun & {
    byKind: Record<string, { count: number; medianMs: number; p95Ms: number; p99Ms: number; share: number }>;
    /** each connection's first request, connect included (http-load.ts says why it is apart); absent in results from before */
    firstOnConnection?: { count: number; medianMs: number; p99Ms: number };
  };
  bareRead: Omit<CannonRun, 'byKind'>;
  memory: TreeMemory | null;
}

export interface LoadResult {
  target: string;
  description: string;
  pool: number;
  levels: LoadLevel[];
  /** over the whole target run (VmHWM is the kernel's peak since the process started) */
  memory: TreeMemory | null;
}

export async function runLoad(o: {
  server: AppServer;
  apiKey: string;
  description: string;
  textCv: { name: string; bytes: Uint8Array };
  levels: number[];
  durationS: number;
  bareDurationS: number;
}): Promise<LoadResult> {
  const { server, apiKey } = o;
  // the embedded server ran the API and hostile parts first: this part's peaks are its own
  const whole = sampleTreeMemory(server.pid, { resetPeaks: true });
  const { body, contentType } = await multipartBody(
    { name: o.textCv.name, type: 'text/plain', bytes: o.textCv.bytes },
    { target_role: 'Electrician' },
  );
  // the pool of ids to read: 20 analyses of the text CV
  const seed = await runUploads({ url: `${server.baseUrl}/api/v1/analyses`, apiKey, body, contentType, total: 20, concurrency: 2 });
  const pool = seed.ids;
  if (!pool.length) throw new Error(`could not create analyses to read: ${JSON.stringify(seed.statuses)} (server log: ${server.logFile})`);

  const bare = await startBareServer(server.databaseUrl);
  const levels: LoadLevel[] = [];
  try {
    for (const connections of o.levels) {
      const random = seededRandom(42 + connections);
      const pick = () => pool[Math.floor(random() * pool.length)];
      const mixedRequest: autocannon.Request = {
        setupRequest: (req, context): autocannon.RawRequest => {
          const getHeaders: Record<string, string> = { 'x-api-key': apiKey };
          const r = random();
          if (r < MIX.read) {
            context.kind = 'read';
            return { ...req, method: 'GET', path: `/api/v1/analyses/${pick()}`, headers: getHeaders, body: undefined };
          }
          if (r < MIX.read + MIX.status) {
            context.kind = 'status';
            return { ...req, method: 'GET', path: `/api/v1/analyses/${pick()}/status`, headers: getHeaders, body: undefined };
          }
          context.kind = 'create';
          return {
            ...req,
            method: 'POST',
            path: '/api/v1/analyses',
            headers: { 'x-api-key': apiKey, 'content-type': contentType },
            body,
          };
        },
      };
      console.log(`[bench] load ${o.description}: mixed traffic at concurrency ${connections} for ${o.durationS} s…`);
      const mem = sampleTreeMemory(server.pid);
      await cannon({ url: server.baseUrl, connections: Math.min(connections, 20), durationS: 2, requests: [mixedRequest] });
      const mixed = await cannon({ url: server.baseUrl, connections, durationS: o.durationS, requests: [mixedRequest] });
      const memory = mem.stop();
      console.log(
        `[bench] load:   ${mixed.requestsPerSecond} req/s, p50 ${mixed.p50Ms} / p95 ${mixed.p95Ms} / p99 ${mixed.p99Ms} ms, errors ${mixed.errors} (${mixed.errorRate}%)`,
      );
      const bareRequest: autocannon.Request = {
        setupRequest: (req) => ({ ...req, method: 'GET', path: `/api/v1/analyses/${pick()}`, headers: { 'x-api-key': apiKey } }),
      };
      const { byKind: _unused, firstOnConnection: _first, ...bareRead } = await cannon({ url: bare.baseUrl, connections, durationS: o.bareDurationS, requests: [bareRequest] });
      console.log(`[bench] load:   bare reference read ${bareRead.requestsPerSecond} req/s, p99 ${bareRead.p99Ms} ms`);
      levels.push({ connections, mixed, bareRead, memory });
    }
  } finally {
    await bare.stop();
  }
  return { target: server.label, description: o.description, pool: pool.length, levels, memory: whole.stop() };
}

/** Reads a small fixture file. */
export const readFixture = (p: string) => new Uint8Array(fs.readFileSync(p));

export const shareOf = (a: number, b: number) => (b ? round(a / b, 2) : null);
