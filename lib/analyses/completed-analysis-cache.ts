/**
 * The response bodies of completed analyses, per process, for clients and dashboards that read
 * the same report again and again. A completed analysis never changes (every update of the
 * record requires status = 'processing') and records are never deleted, so an entry needs no
 * invalidation and stays right whichever process completed it. The tenant is checked on every
 * hit exactly as scopeToTenant does in SQL. Bounded by ANALYSIS_CACHE_MB, least recently used out.
 */
import type { Tenant } from '../../db/queries/tenant-scope';
import { env } from '../env';

interface Entry {
  organizationId: string;
  teamId: string | null;
  body: Uint8Array<ArrayBuffer>;
}

const entries = new Map<string, Entry>();
let bytes = 0;

const capacity = () => env().ANALYSIS_CACHE_MB * 1024 * 1024;

const visibleTo = (e: Entry, t: Tenant) => e.organizationId === t.organizationId && (!t.teamId || e.teamId === t.teamId);

/** The body of a completed analysis this tenant may see, if this process has it. */
export function cachedAnalysisBody(id: string, tenant: Tenant): Uint8Array<ArrayBuffer> | undefined {
  const e = entries.get(id);
  if (!e || !visibleTo(e, tenant)) return undefined;
  // most recently used goes last: Map keeps insertion order
  entries.delete(id);
  entries.set(id, e);
  return e.body;
}

/** Keeps the body of an analysis that has completed (callers must not pass any other). */
export function keepAnalysisBody(id: string, owner: { organization_id: string; team_id: string | null }, body: Uint8Array<ArrayBuffer>) {
  const max = capacity();
  if (body.byteLength > max / 4) return;
  const old = entries.get(id);
  if (old) {
    entries.delete(id);
    bytes -= old.body.byteLength;
  }
  entries.set(id, { organizationId: owner.organization_id, teamId: owner.team_id, body });
  bytes += body.byteLength;
  for (const [oldest, e] of entries) {
    if (bytes <= max) break;
    entries.delete(oldest);
    bytes -= e.body.byteLength;
  }
}

/** For tests: what the cache holds. */
export const analysisCacheStats = () => ({ entries: entries.size, bytes });
