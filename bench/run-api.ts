/**
 * Part 3, the HTTP API on the real server (embedded defaults): POST /analyses with a 2-page PDF
 * at concurrency 1 and 8, then GET /analyses/{id} at concurrency 50 beside the bare reference
 * server reading the same database.
 */
import { cannon, multipartBody, runUploads, type CannonRun, type UploadRun } from './support/http-load';
import { sampleTreeMemory, type TreeMemory } from './support/process-tree-memory';
import { startAppServer, startBareServer, type AppServer } from './support/servers';
import { round } from '../lib/testing/stats';

export const API_TARGETS = { createMedianMsC1: 100, readShareOfBare: 0.5 };

export interface ApiOptions {
  server: AppServer;
  apiKey: string;
  pdf: { name: string; bytes: Uint8Array; pages: number };
  createsC1?: number;
  createsC8?: number;
  readSeconds?: number;
}

type Read = Omit<CannonRun, 'byKind'>;

export interface ApiResult {
  fixture: string;
  pages: number;
  create: { c1: Omit<UploadRun, 'ids'>; c8: Omit<UploadRun, 'ids'> };
  /** uncached: the same read with both caches off, for what the caches are worth */
  read: { app: Read; bare: Read; shareOfBare: number; uncached?: Read; uncachedShareOfBare?: number };
  memory: TreeMemory | null;
}

const strip = <T extends { ids: string[] }>({ ids: _ids, ...rest }: T) => rest;
const plain = ({ byKind: _b, ...rest }: CannonRun & { byKind?: unknown }) => rest;

export async function runApi(o: ApiOptions): Promise<ApiResult> {
  const { server, apiKey } = o;
  const mem = sampleTreeMemory(server.pid);
  const url = `${server.baseUrl}/api/v1/analyses`;
  const { body, contentType } = await multipartBody(
    { name: o.pdf.name, type: 'application/pdf', bytes: o.pdf.bytes },
    { target_role: 'Data Scientist' },
  );
  const upload = (total: number, concurrency: number) => runUploads({ url, apiKey, body, contentType, total, concurrency });

  // warm-up: the first requests load the route's modules, the engine's knowledge and fonts
  const warm = await upload(10, 1);
  if (!warm.ids.length) throw new Error(`POST /analyses does not succeed: ${JSON.stringify(warm.statuses)} (server log: ${server.logFile})`);
  console.log('[bench] api: POST /analyses at concurrency 1…');
  const c1 = await upload(o.createsC1 ?? 100, 1);
  console.log(`[bench] api:   median ${c1.medianMs} ms, p95 ${c1.p95Ms} ms`);
  console.log('[bench] api: POST /analyses at concurrency 8…');
  const c8 = await upload(o.createsC8 ?? 200, 8);
  console.log(`[bench] api:   median ${c8.medianMs} ms, p95 ${c8.p95Ms} ms, ${c8.perSecond} analyses/s`);

  const id = [...warm.ids, ...c1.ids].find(Boolean)!;
  const readSeconds = o.readSeconds ?? 10;
  const headers = { 'x-api-key': apiKey };
  const bare = await startBareServer(server.databaseUrl);
  try {
    const path = `/api/v1/analyses/${id}`;
    await cannon({ url: server.baseUrl + path, connections: 50, durationS: 2, headers });
    console.log(`[bench] api: GET /analyses/{id} at concurrency 50 for ${readSeconds} s…`);
    const app = plain(await cannon({ url: server.baseUrl + path, connections: 50, durationS: readSeconds, headers }));
    console.log(`[bench] api:   ${app.requestsPerSecond} req/s, p99 ${app.p99Ms} ms`);
    await cannon({ url: bare.baseUrl + path, connections: 50, durationS: 2, headers });
    console.log('[bench] api: the same read on the bare reference server…');
    const bareRun = plain(await cannon({ url: bare.baseUrl + path, connections: 50, durationS: readSeconds, headers }));
    console.log(`[bench] api:   ${bareRun.requestsPerSecond} req/s, p99 ${bareRun.p99Ms} ms`);
    const uncached = await uncachedRead(server, path, readSeconds, headers);
    return {
      fixture: o.pdf.name,
      pages: o.pdf.pages,
      create: { c1: strip(c1), c8: strip(c8) },
      read: {
        app,
        bare: bareRun,
        shareOfBare: round(app.requestsPerSecond / bareRun.requestsPerSecond, 2),
        uncached,
        uncachedShareOfBare: round(uncached.requestsPerSecond / bareRun.requestsPerSecond, 2),
      },
      memory: mem.stop(),
    };
  } finally {
    await bare.stop();
    mem.stop();
  }
}

/**
 * The same read on a second server over the same database with the API-key cache and the
 * completed-analysis cache turned off: every request looks the key up and reads and serialises
 * the row, as the bare server does.
 */
async function uncachedRead(server: AppServer, path: string, seconds: number, headers: Record<string, string>): Promise<Read> {
  console.log('[bench] api: the same read with both caches off (second server, same database)…');
  const off = await startAppServer({
    label: 'uncached',
    databaseUrl: server.databaseUrl,
    env: { API_KEY_CACHE_SECONDS: '0', ANALYSIS_CACHE_MB: '0' },
  });
  try {
    await cannon({ url: off.baseUrl + path, connections: 50, durationS: 2, headers });
    const run = plain(await cannon({ url: off.baseUrl + path, connections: 50, durationS: seconds, headers }));
    console.log(`[bench] api:   ${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms`);
    return run;
  } finally {
    await off.stop();
  }
}
