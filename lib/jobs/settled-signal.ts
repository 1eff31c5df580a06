/**
 * In-process news that a record left `processing`, so a create waiting for its own job (which
 * usually runs in the same process) answers at once instead of at its next poll. Polling stays
 * the guarantee: a job finished by another process is seen there.
 */
type Listener = () => void;

// On globalThis: Next.js bundles the executor (instrumentation) and the routes separately.
const store = globalThis as unknown as { __cvlensSettled?: Map<string, Set<Listener>> };
const listeners = (store.__cvlensSettled ??= new Map());

export function announceSettled(id: string): void {
  const set = listeners.get(id);
  if (!set) return;
  listeners.delete(id);
  for (const listener of set) listener();
}

export interface SettledWatch {
  /** waits `ms`, or less if the record settles meanwhile (at once if it already did) */
  sleep(ms: number): Promise<void>;
  dispose(): void;
}

/** Watch before the record's job can start, so no announcement is missed. */
export function watchSettled(id: string): SettledWatch {
  let settled = false;
  let wake: (() => void) | undefined;
  const listener: Listener = () => {
    settled = true;
    wake?.();
  };
  const set = listeners.get(id) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(id, set);
  return {
    sleep: (ms) =>
      settled
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              wake = undefined;
              resolve();
            }, ms);
            wake = () => {
              clearTimeout(timer);
              wake = undefined;
              resolve();
            };
          }),
    dispose() {
      set.delete(listener);
      if (set.size === 0 && listeners.get(id) === set) listeners.delete(id);
    },
  };
}
