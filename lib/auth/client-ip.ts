/**
 * The client's address, for per-IP limits: the last X-Forwarded-For entry, which is the one
 * written by the nearest proxy (Vercel, a load balancer, nginx's $proxy_add_x_forwarded_for) or,
 * with no proxy, by Next itself from the socket. Entries before it are whatever the client
 * claims. `next start` exposed directly keeps a header the client sent, so in production it must
 * sit behind a proxy for the per-IP limits to hold; the per-address limits hold regardless.
 * IPv6 addresses count by their /64, which one client usually holds whole.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
  const ip = forwarded?.at(-1) ?? headers.get('x-real-ip')?.trim() ?? '';
  return ip ? ipKey(ip) : 'unknown';
}

function ipKey(raw: string): string {
  const ip = raw.slice(0, 64).replace(/^\[|\](:\d+)?$/g, '').toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (v4) return v4[1];
  if (!/^[0-9a-f:]+$/.test(ip) || !ip.includes(':')) return ip.replace(/[^\w.:-]/g, '_');
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
