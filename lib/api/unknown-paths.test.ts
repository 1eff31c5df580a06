import { describe, expect, it } from 'vitest';
import * as catchAll from '../../app/api/v1/[[...path]]/route';
import { dispatch, rawRequest } from './fuzz/dispatch';
import { MESSAGES } from '../errors';

describe('unknown /api/v1 paths', () => {
  it('answer 404 {"error": "Resource not found"} to every method, with or without a key', async () => {
    for (const path of ['/api/v1', '/api/v1/nope', '/api/v1/analyses/0190b3a0-0000-7000-8000-000000000000/report', '/api/v1/usage/x/y']) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const res = await dispatch(catchAll, rawRequest(method, path, { headers: [['x-api-key', 'cvl_x']], body: '{}' }));
        expect(res.status, `${method} ${path}`).toBe(404);
        if (method !== 'HEAD') expect(res.json).toEqual({ error: MESSAGES.notFound });
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.headers.get('x-request-id')).toBeTruthy();
      }
    }
  });
});
