/**
 * The Inngest client's fetch in embedded mode. The SDK sends events (inngest.send,
 * step.sendEvent) as POST <event API>/e/<key> with a JSON array; here they become rows of
 * inngest_events, answered the way the event API answers. The SDK makes no other calls in
 * this mode (no sync, no checkpointing); any that happens is refused loudly.
 */
import { getDb } from '../../db/index';
import { enqueueEvents, type EventToSend } from './event-queue';

export async function captureEventsFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const { pathname } = new URL(request.url);
  if (request.method !== 'POST' || !/^\/e\/[^/]+$/.test(pathname)) {
    return Response.json({ error: `no Inngest server in embedded mode (${request.method} ${pathname})` }, { status: 501 });
  }
  const body = (await request.json()) as EventToSend | EventToSend[];
  const ids = await enqueueEvents(getDb(), Array.isArray(body) ? body : [body]);
  return Response.json({ ids, status: 200 });
}
