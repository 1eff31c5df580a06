/**
 * The response bodies of completed analyses, per process, for clients and dashboards that read
 * the same report again and again, and for pollers that ask its status once more: its report
 * and its status are answered without a database round trip, which under load waits behind
 * every other query for a connection and for PostgreSQL's share of the CPU. A completed analysis never changes (every update of the
 * record requires status = 'processing'), so an entry stays right whichever process completed
 * it, until the analysis is deleted: a trigger (migration 2026-11-25T0100) announces every
 * deleted analysis on a PostgreSQL channel, and entries are served only while this process
 * listens to it (as the API key cache does). The tenant is checked on every hit exactly as
 * scopeToTenant does in SQL. Bounded by ANALYSIS_CACHE_MB, least recently used out.
 */
import { listen, type Channel } from '../../db/listen';
import type { Tenant } from '../../db/queries/tenant-scope';
import { env } from '../env';

/** the channel of the trigger on analyses (payload: the deleted analysis's id) */
export const DELETED_ANALYSES_CHANNEL = 'cvlens_deleted_analyses';

/** what is kept of an analysis: GET /analyses/{id} and GET /analyses/{id}/status */
export type AnalysisBodyPart = 'report' | 'status';

interface Entry {
  organizationId: string;
  teamId: string | null;
  bodies: Partial<Record<AnalysisBodyPart, Uint8Array<ArrayBuffer>>>;
}

const sizeOf = (e: Entry) => (e.bodies.report?.byteLength ?? 0) + (e.bodies.status?.byteLength ?? 0);

const entries = new Map<string, Entry>();
let bytes = 0;
/** bumped by every deletion heard: a read that overlapped one must not keep its answer */
let generation = 0;
let channel: { url: string; channel: Channel } | undefined;

function forget(id?: string) {
  generation++;
  if (id === undefined) {
    entries.clear();
    bytes = 0;
    return;
  }
  const e = entries.get(id);
  if (!e) return;
  entries.delete(id);
  bytes -= sizeOf(e);
}

/** Whether this process hears deletions right now (connecting on first use). */
function listening(): boolean {
  const url = process.env.DATABASE_URL;
  if (!url) return false;
  if (channel?.url !== url) {
    void channel?.channel.close();
    forget();
    channel = { url, channel: listen(url, DELETED_ANALYSES_CHANNEL, { onMessage: (id) => forget(id), onDrop: () => forget() }) };
  }
  return channel.channel.listening;
}

const capacity = () => env().ANALYSIS_CACHE_MB * 1024 * 1024;

const visibleTo = (e: Entry, t: Tenant) => e.organizationId === t.organizationId && (!t.teamId || e.teamId === t.teamId);

/** The body of a completed analysis (its report, or its status) this tenant may see, if this process has it. */
export function cachedAnalysisBody(id: string, tenant: Tenant, part: AnalysisBodyPart = 'report'): Uint8Array<ArrayBuffer> | undefined {
  const e = entries.get(id);
  const body = e?.bodies[part];
  if (!e || !body || !visibleTo(e, tenant) || !listening()) return undefined;
  // most recently used goes last: Map keeps insertion order
  entries.delete(id);
  entries.set(id, e);
  return body;
}

/** Take it before reading the record; keepAnalysisBody then refuses a body a deletion may have overtaken. */
export const analysisCacheGeneration = () => generation;

/**
 * Keeps bodies of an analysis that has completed (callers must not pass any other), unless a
 * deletion was heard since `readAt` (analysisCacheGeneration() before the record was read).
 */
export function keepAnalysisBody(
  id: string,
  owner: { organization_id: string; team_id: string | null },
  bodies: Partial<Record<AnalysisBodyPart, Uint8Array<ArrayBuffer>>>,
  readAt = generation,
) {
  const max = capacity();
  if (readAt !== generation || !listening()) return;
  const old = entries.get(id);
  const entry: Entry = { organizationId: owner.organization_id, teamId: owner.team_id, bodies: { ...old?.bodies, ...bodies } };
  if (sizeOf(entry) > max / 4) return;
  if (old) {
    entries.delete(id);
    bytes -= sizeOf(old);
  }
  entries.set(id, entry);
  bytes += sizeOf(entry);
  for (const [oldest, e] of entries) {
    if (bytes <= max) break;
    entries.delete(oldest);
    bytes -= sizeOf(e);
  }
}

/** After this process deleted an analysis: its next read must not find it (others hear the trigger). */
export const forgetAnalysisBody = (id: string) => forget(id);

/** Waits until every deletion committed so far has reached this process's cache (tests, tools). */
export async function analysisDeletionsHeard(): Promise<void> {
  listening();
  await channel?.channel.sync();
}

/** For tests: what the cache holds. */
export const analysisCacheStats = () => ({ entries: entries.size, bytes });
