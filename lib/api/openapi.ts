/** The OpenAPI 3.1 document, generated from the zod schemas of lib/api/operations.ts. */
import { z } from 'zod';
import { BASE_COST } from '../billing/plans';
import { insufficientCreditsMessage } from '../billing/credits';
import { env } from '../env';
import { analysisProcessing, MESSAGES, rateLimitedMessage } from '../errors';
import { encryptedPdf } from '../engine/cv/extract/pdf-errors';
import { unsupportedType } from '../engine/cv/extract/sniff-file-type';
import { SCOPES } from '../keys/scopes';
import { WINDOW_MS } from '../rate-limit';
import { operations, type Operation } from './operations';
import { tooLarge } from './read-body';
import { ErrorBody } from '../schemas/common';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id as string | undefined;
  if (id && io === 'output') return ref(id);
  const { $schema, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  void $schema;
  return rest;
}

/** An example message per status; limits as configured, the 402 with the operation's own cost. */
const errorText = (op: Operation): Record<number, string> => ({
  400: MESSAGES.invalidParams,
  401: MESSAGES.invalidKey,
  402: insufficientCreditsMessage(op.charged ? BASE_COST[op.charged] : 1, 0),
  403: MESSAGES.missingScope,
  404: MESSAGES.notFound,
  409: analysisProcessing().message,
  413: tooLarge().message,
  415: unsupportedType('GIF image').message,
  422: encryptedPdf().message,
  429: rateLimitedMessage(env().RATE_LIMIT_PER_MINUTE),
  500: MESSAGES.internal,
});

/**
 * On every answer to a request with a known key (success, 403, 404, 409, 429…). A 401 has none:
 * no key, no budget to describe. The window slides: Reset is when the oldest request still
 * counted leaves it, i.e. when Remaining next goes up.
 */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: `Requests allowed in any ${WINDOW_MS / 1000} seconds for this key`, schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current 60-second window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) when the oldest counted request leaves the window and Remaining goes up', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Quote it when reporting a problem', schema: { type: 'string', format: 'uuid' } },
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds until one more request is allowed', schema: { type: 'integer' } } };

function errorResponses(op: Operation) {
  const text = errorText(op);
  const statuses = [...new Set([400, 401, 403, 429, 500, ...(op.errors ?? [])])].sort();
  return Object.fromEntries(
    statuses.map((s) => [
      String(s),
      {
        description: text[s],
        ...(s === 401 ? {} : { headers: s === 429 ? { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER } : RATE_LIMIT_HEADERS }),
        content: { 'application/json': { schema: ref('Error'), example: { error: text[s] } } },
      },
    ]),
  );
}

function operationObject(op: Operation) {
  const parameters: unknown[] = [];
  if (op.pathId) parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
  if (op.query) {
    const js = schemaOf(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(js.properties ?? {})) {
      parameters.push({ name, in: 'query', required: js.required?.includes(name) ?? false, schema });
    }
  }
  if (op.method === 'post') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A retry with the same key and the same request within 24 h returns the first response and charges once. The request is compared by what it means: multipart by its fields and a digest of each file (not the random boundary), JSON canonically (not its whitespace or key order). The same key with another request answers 400.',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  const content: Record<string, unknown> = {};
  if (op.jsonBody) content['application/json'] = { schema: schemaOf(op.jsonBody, 'input') };
  if (op.multipartBody) content['multipart/form-data'] = { schema: schemaOf(op.multipartBody, 'input') };
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: [op.description, `Scope: \`${op.scope}\`.`].filter(Boolean).join('\n\n'),
    tags: [op.tag],
    security: [{ ApiKey: [] }],
    parameters,
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses: {
      [String(op.status)]: op.response
        ? { description: op.status === 201 ? 'Created' : 'OK', headers: RATE_LIMIT_HEADERS, content: { 'application/json': { schema: schemaOf(op.response) } } }
        : { description: 'Deleted: no content', headers: RATE_LIMIT_HEADERS },
      ...(op.accepted
        ? {
            '202': {
              description: 'Accepted: the job has not finished yet; read the record until it has',
              headers: RATE_LIMIT_HEADERS,
              content: { 'application/json': { schema: schemaOf(op.accepted) } },
            },
          }
        : {}),
      ...errorResponses(op),
    },
  };
}

/**
 * One schema per id. Next.js may load a schema module twice in one process (a server action's
 * bundle and a route's), and both copies register their ids in zod's global registry; converting
 * that registry whole then fails on the duplicate ids. Its id map keeps one schema per id (the
 * last registered); a schema of the other copy nested in one of those is then written inline.
 */
function namedSchemas() {
  const named = z.registry<{ id: string }>();
  for (const [id, schema] of z.globalRegistry._idmap) named.add(schema, { ...z.globalRegistry.get(schema), id });
  return named;
}

export function openApiDocument(serverUrl = '/api/v1') {
  const named = namedSchemas();
  const registry = z.toJSONSchema(named, { metadata: named, uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any' }) as {
    schemas: Record<string, JsonSchema>;
  };
  // every error response refers to the Error schema, which no operation names itself
  registry.schemas.Error ??= z.toJSONSchema(ErrorBody) as JsonSchema;
  const schemas = Object.fromEntries(
    Object.entries(registry.schemas).map(([id, s]) => {
      const { $schema, $id, ...rest } = s;
      void $schema;
      void $id;
      return [id, rest];
    }),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] = { ...(paths[op.path] ?? {}), [op.method]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'cvlens API',
      version: '1.0.0',
      description:
        'Resume (CV) analysis: scores on 17 dimensions, keywords, ATS issues, rewrites, salary and job matches; interview preparation; skill-gap reports; improved CVs as PDF or DOCX. ' +
        'Every request carries an `x-api-key` header. Errors are `{"error": message}`; any path or method not listed here answers 404 `{"error": "Resource not found"}`. ' +
        `Limits: ${env().RATE_LIMIT_PER_MINUTE} requests in any 60 seconds per key (an exact sliding window), described by the \`X-RateLimit-*\` headers of every answer to a known key; a 429 carries \`Retry-After\`. ` +
        'DELETE erases a record and its files (204); the credits it cost stay spent.',
    },
    servers: [{ url: serverUrl }],
    security: [{ ApiKey: [] }],
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: `Scopes: ${SCOPES.join(', ')}` },
      },
      schemas,
    },
  };
}

// The document depends only on the server URL: built once per origin, not per request.
const documents = new Map<string, string>();

/** The document as GET /openapi.json serves it, for the API at `serverUrl`. */
export function openApiJson(serverUrl: string): string {
  let json = documents.get(serverUrl);
  if (json === undefined) {
    json = JSON.stringify(openApiDocument(serverUrl));
    // a few origins at most (localhost, the public host); the bound guards against forged Host headers
    if (documents.size < 16) documents.set(serverUrl, json);
  }
  return json;
}
