/** Follows a signed download link through the real route handler (no API key: the signature is the credential). */
import { GET as download } from '../../app/api/v1/downloads/[id]/route';

export async function fetchSigned(url: string) {
  const u = new URL(url);
  const id = u.pathname.split('/').pop()!;
  const res = await download(new Request(u), { params: Promise.resolve({ id }) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, body: new TextDecoder().decode(bytes) };
}
