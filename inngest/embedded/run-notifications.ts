/**
 * LISTEN for new or newly due runs (NOTIFY from enqueue, failures and other processes), so a
 * run starts at once instead of at the next poll. Polling stays the safety net: a lost
 * connection only costs latency, and db/listen.ts reconnects in the background.
 */
import { listen } from '../../db/listen';
import { RUNS_CHANNEL } from './run-store';

export interface RunNotifications {
  close(): Promise<void>;
}

export function listenForRuns(databaseUrl: string, onNotify: () => void): RunNotifications {
  return listen(databaseUrl, RUNS_CHANNEL, {
    onMessage: onNotify,
    onDrop: (err) => {
      if (err) console.warn(`[inngest] run notifications lost (${err.message}); polling until reconnected`);
    },
    // runs may have been queued while we were not listening
    onListen: onNotify,
  });
}
