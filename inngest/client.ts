/**
 * The Inngest client. With INNGEST_EVENT_KEY or INNGEST_BASE_URL set it talks to Inngest Cloud
 * or a self-hosted Inngest (the SDK reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY and
 * INNGEST_BASE_URL itself). Otherwise the functions run in the embedded executor
 * (inngest/embedded), and the client is set up for that:
 * - dev mode, because the executor calls the serve handler in-process without signing requests;
 * - a fetch that stores sent events (inngest.send, step.sendEvent) in PostgreSQL instead of
 *   posting them to an event API that does not exist.
 */
import { Inngest } from 'inngest';
import { usesInngestCloud } from '../lib/env';
import { captureEventsFetch } from './embedded/event-capture';

/** True when no Inngest server is configured and the embedded executor runs the functions. */
export const usesEmbeddedExecutor = !usesInngestCloud();

export const inngest = new Inngest({
  id: 'cvlens',
  ...(usesEmbeddedExecutor ? { isDev: true, fetch: captureEventsFetch as typeof fetch } : {}),
});
