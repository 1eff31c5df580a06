/**
 * LISTEN for new or newly due runs (NOTIFY from enqueue, failures and other processes), so a
 * run starts at once instead of at the next poll. Polling stays the safety net: a lost
 * connection only costs latency, and db/listen.ts reconnects in the background.
 */
import { listen } from '../../db/listen';
import { RUNS_CHANNEL, RUNS_QUEUED } from './run-store';

export interface RunNotifications {
  /** while true, every enqueue from any process reaches onNotify */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** `eventsWaiting` says whether events (not only runs) may wait to be turned into runs. */
export function listenForRuns(databaseUrl: string, onNotify: (o: { eventsWaiting: boolean }) => void): RunNotifications {
  return listen(databaseUrl, RUNS_CHANNEL, {
    onMessage: (payload) => onNotify({ eventsWaiting: payload !== RUNS_QUEUED }),
    onDrop: (err) => {
      if (err) console.warn(`[inngest] run notifications lost (${err.message}); polling until reconnected`);
    },
    // runs and events may have been queued while we were not listening
    onListen: () => onNotify({ eventsWaiting: true }),
  });
}
