/**
 * Sends a Request to a route module the way Next.js would: the method picks the export, and a
 * method the module does not export gets Next's own fallback (empty 405, automatic HEAD and
 * OPTIONS), taken from Next itself so a missing export shows as the server would show it.
 * Every call has a deadline, so a hang fails the property instead of the suite.
 */
import { autoImplementMethods } from 'next/dist/server/route-modules/app-route/helpers/auto-implement-methods';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
export type RouteModule = Record<string, unknown>;

export interface FuzzResponse {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed JSON body, or undefined when the body is not JSON */
  json: unknown;
}

export const CALL_TIMEOUT_MS = 10_000;

export async function dispatch(mod: RouteModule, req: Request, params: Record<string, string> = {}): Promise<FuzzResponse> {
  const methods = autoImplementMethods(mod as never) as unknown as Record<string, Handler>;
  const handler = methods[req.method];
  if (!handler) throw new Error(`no handler for ${req.method}`);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${req.method} ${req.url} did not answer within ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([Promise.resolve(handler(req, { params: Promise.resolve(params) })), deadline]);
    const text = await Promise.race([res.text(), deadline]);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  } finally {
    clearTimeout(timer);
  }
}

/** A Request whose body and headers are exactly what the case says: no helper adds anything. */
export function rawRequest(method: string, url: string, opts: { headers?: [string, string][]; body?: Uint8Array | string | ReadableStream<Uint8Array> } = {}): Request {
  const headers = new Headers();
  for (const [k, v] of opts.headers ?? []) headers.append(k, v);
  const body = method === 'GET' || method === 'HEAD' ? undefined : opts.body;
  return new Request(new URL(url, 'http://localhost:3000'), { method, headers, body: body as BodyInit | undefined, duplex: 'half' } as RequestInit);
}
