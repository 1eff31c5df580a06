/** Calls a Next.js route handler the way the server does: a real Request and a params promise. */
type Handler = (req: Request, ctx: { params: Promise<any> }) => Response | Promise<Response>;

export interface CallOptions {
  method?: string;
  key?: string | null;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  params?: Record<string, string>;
}

export async function callRoute(handler: Handler, url: string, opts: CallOptions = {}) {
  const headers = new Headers(opts.headers);
  if (opts.key) headers.set('x-api-key', opts.key);
  let body: BodyInit | undefined = opts.body;
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.json);
  }
  if (opts.form) body = opts.form;
  const method = opts.method ?? (body ? 'POST' : 'GET');
  let req = new Request(new URL(url, 'http://localhost:3000'), { method, headers, body });
  if (opts.form) {
    // materialise the multipart body so Content-Length is declared, as a real client would
    const bytes = new Uint8Array(await req.arrayBuffer());
    const h = new Headers(req.headers);
    h.set('content-length', String(bytes.byteLength));
    req = new Request(req.url, { method, headers: h, body: bytes });
  }
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, headers: res.headers, body: data, text };
}
