/**
 * HTTP drivers: a `fetch` loop for uploads (each request timed on its own, status and body
 * checked) and autocannon for reads and the mixed load.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { round, summarise } from '../../lib/testing/stats';

/** A prebuilt multipart body (autocannon sends raw bytes; fetch gets the same bytes). */
export async function multipartBody(file: { name: string; type: string; bytes: Uint8Array }, fields: Record<string, string>) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

export interface UploadRun {
  requests: number;
  concurrency: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** created analyses (201) per second over the wall-clock time of the run; see analysisStatuses for how many had completed */
  perSecond: number;
  statuses: Record<string, number>;
  /** `status` field of 201 bodies: completed, or processing when the wait elapsed */
  analysisStatuses: Record<string, number>;
  ids: string[];
}

/** `total` POSTs with `concurrency` in flight, each timed from send to the end of the body. */
export async function runUploads(o: {
  url: string;
  apiKey: string;
  body: Buffer;
  contentType: string;
  total: number;
  concurrency: number;
}): Promise<UploadRun> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const analysisStatuses: Record<string, number> = {};
  const ids: string[] = [];
  const payload = new Uint8Array(o.body);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < o.total) {
      next++;
      const t0 = performance.now();
      let status = 'error';
      try {
        const res = await fetch(o.url, {
          method: 'POST',
          headers: { 'x-api-key': o.apiKey, 'content-type': o.contentType },
          body: payload,
        });
        const text = await res.text();
        status = String(res.status);
        if (res.status === 201) {
          const json = JSON.parse(text) as { id: string; status: string };
          ids.push(json.id);
          analysisStatuses[json.status] = (analysisStatuses[json.status] ?? 0) + 1;
        }
      } catch {
        // counted as 'error'
      }
      times.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  const wallS = (performance.now() - started) / 1000;
  const s = summarise(times);
  return {
    requests: o.total,
    concurrency: o.concurrency,
    medianMs: s.medianMs,
    p95Ms: s.p95Ms,
    p99Ms: s.p99Ms,
    maxMs: s.maxMs,
    perSecond: round((statuses['201'] ?? 0) / wallS, 1),
    statuses,
    analysisStatuses,
    ids,
  };
}

export interface CannonRun {
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number | null;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  /** non-2xx responses other than 429, plus socket errors and timeouts */
  errors: number;
  rateLimited: number;
  errorRate: number;
}

type Req = autocannon.Request;

/**
 * autocannon in this process. Latencies are taken from its `response` events (so p95 exists,
 * which its summary lacks) and grouped by `context.kind` when a request's setupRequest sets it.
 *
 * They are the steady state: each connection's first request, whose time includes opening the
 * connection, is summarised apart (`firstOnConnection`). On this VM, under load, the first
 * requests of 200 new connections complete one every 17–40 ms, the last 2–3 s after the run
 * starts, while the server's own time from request to response stays under 100 ms for each: the
 * wait is in opening the connection. Mixed in, they alone made the read p99 at concurrency 200.
 */
export async function cannon(o: {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  requests?: Req[];
  timeoutS?: number;
}): Promise<CannonRun & { byKind: Record<string, ReturnType<typeof summarise> & { share: number }>; firstOnConnection: ReturnType<typeof summarise> }> {
  const all: number[] = [];
  const first: number[] = [];
  const byKind = new Map<string, number[]>();
  const answered = new WeakSet<object>();
  const instance = autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.durationS,
    headers: o.headers,
    requests: o.requests,
    timeout: o.timeoutS ?? 30,
  });
  instance.on('response', (client: autocannon.Client, _status: number, _bytes: number, ms: number) => {
    if (!answered.has(client)) {
      answered.add(client);
      first.push(ms);
      return;
    }
    all.push(ms);
    const kind = client.requestIterator?.context?.kind;
    if (typeof kind === 'string') {
      const list = byKind.get(kind) ?? [];
      list.push(ms);
      byKind.set(kind, list);
    }
  });
  const result = await instance;
  const s = summarise(all);
  const summary = cannonSummary(result, o.connections, o.durationS);
  const kinds: Record<string, ReturnType<typeof summarise> & { share: number }> = {};
  for (const [k, list] of byKind) kinds[k] = { ...summarise(list), share: round((list.length / Math.max(1, all.length)) * 100, 1) };
  return { ...summary, p50Ms: s.medianMs, p95Ms: s.p95Ms, p99Ms: s.p99Ms, maxMs: s.maxMs, byKind: kinds, firstOnConnection: summarise(first) };
}

export function cannonSummary(r: autocannon.Result, connections: number, durationS: number): CannonRun {
  const statuses: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = Number(v.count);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0) + r.errors;
  const rateLimited = statuses['429'] ?? 0;
  const badStatus = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2') && code !== '429')
    .reduce((a, [, n]) => a + n, 0);
  if (r.errors) statuses.socket_error_or_timeout = r.errors;
  const errors = badStatus + r.errors;
  return {
    connections,
    durationS,
    requests: total,
    requestsPerSecond: round(total / r.duration, 1),
    p50Ms: r.latency.p50,
    p95Ms: null,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    statuses,
    errors,
    rateLimited,
    errorRate: total ? round((errors / total) * 100, 3) : 0,
  };
}
