import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import * as inngestRoute from './route';

describe('/api/inngest with the embedded executor', () => {
  it('is not served (anyone could run a function), and answers like every unknown API path', async () => {
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await inngestRoute[method](new Request('http://localhost/api/inngest', { method }) as never, undefined as never);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ error: MESSAGES.notFound });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
