import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const h = (v: Record<string, string>) => new Headers(v);

describe('clientIp', () => {
  it('takes the entry the nearest proxy wrote (the last), not what the client claims before it', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientIp(h({ 'x-real-ip': '198.51.100.8' }))).toBe('198.51.100.8');
    expect(clientIp(h({}))).toBe('unknown');
    expect(clientIp(h({ 'x-forwarded-for': '::ffff:192.0.2.1' }))).toBe('192.0.2.1');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientIp(h({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }))).toBe('2001:db8:1:2::/64');
    expect(clientIp(h({ 'x-forwarded-for': '2001:db8:1:2:bbbb:cccc:dddd:eeee' }))).toBe('2001:db8:1:2::/64');
    expect(clientIp(h({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8:0:0::/64');
    expect(clientIp(h({ 'x-forwarded-for': '::1' }))).toBe('0:0:0:0::/64');
  });
});
