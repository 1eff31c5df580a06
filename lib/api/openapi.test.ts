import { describe, expect, it, vi } from 'vitest';
import { openApiDocument } from './openapi';
import { GET as getOpenApi } from '../../app/api/v1/openapi.json/route';
import { callRoute } from '../testing/call-route';

describe('the OpenAPI document', () => {
  it('describes every endpoint of the spec with resolvable references', () => {
    const doc = openApiDocument('http://localhost:3000/api/v1');
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops.sort()).toEqual(
      [
        'POST /analyses',
        'GET /analyses',
        'GET /analyses/{id}',
        'GET /analyses/{id}/status',
        'POST /interview-preps',
        'GET /interview-preps',
        'GET /interview-preps/{id}',
        'POST /skill-gaps',
        'GET /skill-gaps',
        'GET /skill-gaps/{id}',
        'POST /generations',
        'GET /generations',
        'GET /generations/{id}',
        'GET /usage',
        'DELETE /analyses/{id}',
        'DELETE /interview-preps/{id}',
        'DELETE /skill-gaps/{id}',
        'DELETE /generations/{id}',
      ].sort(),
    );
    // a delete answers 204 with no body, and needs the write scope
    const del = (doc.paths as Record<string, Record<string, { responses: Record<string, { content?: unknown; headers?: Record<string, unknown> }>; description: string }>>)['/analyses/{id}'].delete;
    expect(del.responses['204']).toMatchObject({ description: 'Deleted: no content' });
    expect(del.responses['204'].content).toBeUndefined();
    expect(Object.keys(del.responses).sort()).toEqual(['204', '400', '401', '403', '404', '409', '429', '500']);
    expect(del.description).toContain('Scope: `analyses:write`');
    // rate-limit headers are documented where they are sent, and not on 401
    expect(del.responses['204'].headers).toHaveProperty('X-RateLimit-Reset');
    expect(del.responses['429'].headers).toHaveProperty('Retry-After');
    expect(del.responses['401'].headers).toBeUndefined();
    const text = JSON.stringify(doc);
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) expect(doc.components.schemas, id).toHaveProperty(id);
    expect(doc.components.schemas).toHaveProperty('Error');
    expect(doc.components.schemas).toHaveProperty('AnalysisResult');
  });
});

describe('the OpenAPI document with its schema modules loaded twice', () => {
  // Next.js bundles a server action apart from a route, so one process may hold two copies of
  // lib/schemas, both registering the same ids in zod's global registry.
  it('is still built, with the same operations and named schemas', async () => {
    const once = openApiDocument('http://localhost:3000/api/v1');
    vi.resetModules();
    await import('../schemas/common');
    await import('../schemas/analysis');
    const twice = openApiDocument('http://localhost:3000/api/v1');
    expect(Object.keys(twice.paths)).toEqual(Object.keys(once.paths));
    expect(Object.keys(twice.components.schemas).sort()).toEqual(Object.keys(once.components.schemas).sort());
    const { openApiDocument: secondCopy } = await import('./openapi');
    const fromSecond = secondCopy('http://localhost:3000/api/v1');
    expect(Object.keys(fromSecond.paths)).toEqual(Object.keys(once.paths));
    expect(Object.keys(fromSecond.components.schemas).sort()).toEqual(Object.keys(once.components.schemas).sort());
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves the document for the request origin, the same bytes every time', async () => {
    const first = await callRoute(getOpenApi, 'http://api.example:8080/api/v1/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.body).toEqual(JSON.parse(JSON.stringify(openApiDocument('http://api.example:8080/api/v1'))));
    const again = await callRoute(getOpenApi, 'http://api.example:8080/api/v1/openapi.json');
    expect(again.body).toEqual(first.body);
    const other = await callRoute(getOpenApi, 'http://localhost:3000/api/v1/openapi.json');
    expect(other.body.servers).toEqual([{ url: 'http://localhost:3000/api/v1' }]);
  });
});
