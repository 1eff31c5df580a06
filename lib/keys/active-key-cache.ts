/**
 * API keys, looked up on every request, kept in memory per process. An entry is served only
 * while this process listens to the change channel fed by the triggers of migration
 * 2026-11-22T0300: a revocation, a new expiry, scopes, team or plan changed by anyone (the
 * dashboard, the CLI, another server, a hand-written UPDATE) drops the entries concerned as soon
 * as PostgreSQL delivers the notification. Expiry by time is checked on each use, revocations
 * made by this process drop entries at once (forgetCachedKeys), and API_KEY_CACHE_SECONDS bounds
 * an entry's life in case a notification is ever missed.
 *
 * A key in use is read again in the background during the last quarter of its entry's life, so
 * it never expires under traffic; and the requests that miss at once share one query. When every
 * request in flight looked its key up on its own at expiry, under load they all queued for the
 * connection pool behind the creates and stalled for seconds.
 */
import { listen, type Channel } from '../../db/listen';
import type { DbOrTx } from '../../db/index';
import { findActiveKeyByHash } from '../../db/queries/api-keys';
import { apiKeyCacheSeconds } from '../env';

export type ActiveKey = NonNullable<Awaited<ReturnType<typeof findActiveKeyByHash>>>;

const CHANNEL = 'cvlens_api_key_changes';
/** bounds memory if clients cycle through many keys; far above any real key count per process */
const MAX_ENTRIES = 10_000;

interface Entry {
  key: ActiveKey;
  storedAt: number;
}

interface Lookup {
  /** the generation it started in: a request arriving after an invalidation must not join it */
  generation: number;
  key: Promise<ActiveKey | undefined>;
}

interface State {
  url: string;
  channel: Channel;
  entries: Map<string, Entry>;
  /** bumped by every invalidation: a lookup that overlapped one must not store its answer */
  generation: number;
  /** queries in flight, one per hash */
  lookups: Map<string, Lookup>;
}

const globalForCache = globalThis as unknown as { __cvlensKeyCache?: State };

function invalidate(s: State, payload?: string) {
  s.generation++;
  if (payload?.startsWith('key:')) s.entries.delete(payload.slice(4));
  else if (payload?.startsWith('org:')) {
    const org = payload.slice(4);
    for (const [hash, e] of s.entries) if (e.key.organization_id === org) s.entries.delete(hash);
  } else s.entries.clear();
}

function state(): State | null {
  const url = process.env.DATABASE_URL;
  if (!url || apiKeyCacheSeconds() === 0) return null;
  let s = globalForCache.__cvlensKeyCache;
  if (s && s.url === url) return s;
  if (s) void s.channel.close();
  const fresh: State = { url, entries: new Map(), generation: 0, lookups: new Map(), channel: undefined as unknown as Channel };
  fresh.channel = listen(url, CHANNEL, {
    onMessage: (payload) => invalidate(fresh, payload),
    onDrop: () => invalidate(fresh),
  });
  globalForCache.__cvlensKeyCache = s = fresh;
  return s;
}

const usable = (key: ActiveKey, now: number) => !key.expires_at || key.expires_at.getTime() > now;

/**
 * Reads the key, or joins the read of it already in flight since the last invalidation. The
 * answer is kept only if nothing was invalidated meanwhile; a key no longer active leaves no entry.
 */
function lookUp(s: State, db: DbOrTx, keyHash: string): Promise<ActiveKey | undefined> {
  const running = s.lookups.get(keyHash);
  if (running && running.generation === s.generation) return running.key;
  const generation = s.generation;
  const startedAt = Date.now();
  const lookup: Lookup = {
    generation,
    key: findActiveKeyByHash(db, keyHash).finally(() => {
      if (s.lookups.get(keyHash) === lookup) s.lookups.delete(keyHash);
    }),
  };
  s.lookups.set(keyHash, lookup);
  void lookup.key.then(
    (key) => {
      if (!s.channel.listening || s.generation !== generation) return;
      if (!key) return void s.entries.delete(keyHash);
      if (s.entries.size >= MAX_ENTRIES) s.entries.clear();
      s.entries.set(keyHash, { key, storedAt: startedAt });
    },
    () => undefined,
  );
  return lookup.key;
}

/** The active key with this hash, from memory when that is known to be current, else from the database. */
export async function findActiveKey(db: DbOrTx, keyHash: string): Promise<ActiveKey | undefined> {
  const s = state();
  if (!s) return findActiveKeyByHash(db, keyHash);
  const now = Date.now();
  const hit = s.entries.get(keyHash);
  if (hit && s.channel.listening) {
    const lifeMs = apiKeyCacheSeconds() * 1000;
    const age = now - hit.storedAt;
    if (age < lifeMs && usable(hit.key, now)) {
      // in its last quarter: read it again for the requests to come, answer this one from memory
      if (age >= lifeMs * 0.75) void lookUp(s, db, keyHash).catch(() => undefined);
      return hit.key;
    }
    s.entries.delete(keyHash);
  }
  return lookUp(s, db, keyHash);
}

/** After this process revoked or changed a key: the very next request must see it. */
export function forgetCachedKeys(): void {
  const s = globalForCache.__cvlensKeyCache;
  if (s) invalidate(s);
}

/** Waits until every key change committed so far has reached this process's cache (tests, tools). */
export async function keyChangesHeard(): Promise<void> {
  await state()?.channel.sync();
}
