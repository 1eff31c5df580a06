/**
 * An example value of a JSON Schema from the OpenAPI document, for the reference's example
 * responses: a field's own example when the schema declares one, else a value of its type and
 * format (the first enum value, the minimum, a UUID, a timestamp). Objects list every property;
 * arrays hold one item; `$ref`s resolve; a schema met again inside itself stops (null).
 */
import type { JsonSchema, OpenApiDocument } from './openapi-types';
import { resolveRef } from './schema-fields';

const SAMPLE_UUID = '01935d4e-7f3a-7c1e-9a52-2f6c8d1e4b90';
const SAMPLE_TIME = '2026-11-25T09:30:00.000Z';
const MAX_DEPTH = 10;

function sampleString(name: string, s: JsonSchema): string {
  switch (s.format) {
    case 'uuid':
      return SAMPLE_UUID;
    case 'date-time':
      return SAMPLE_TIME;
    case 'date':
      return SAMPLE_TIME.slice(0, 10);
    case 'uri':
    case 'url':
      return `https://cvlens.example/${name}`;
    case 'email':
      return 'jane.doe@example.com';
  }
  // unformatted strings whose names say what they hold
  if (/(^|_)url$/i.test(name)) return `https://cvlens.example/api/v1/downloads/${SAMPLE_UUID}?expires=1764066600&signature=…`;
  if (/_at$/.test(name)) return SAMPLE_TIME;
  return name ? name.replace(/_/g, ' ') : 'string';
}

function value(doc: OpenApiDocument, schema: JsonSchema, name: string, seen: Set<string>, depth: number, defs: Record<string, JsonSchema>): unknown {
  if (depth > MAX_DEPTH) return null;
  const { schema: s, name: refName, ctx } = resolveRef(schema, { doc, defs, seen: new Set(), depth: 0 });
  if (refName && seen.has(refName)) return null;
  const inner = refName ? new Set([...seen, refName]) : seen;
  const next = (sub: JsonSchema, n: string) => value(doc, sub, n, inner, depth + 1, ctx.defs);
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return next(union.find((u) => u.type !== 'null') ?? union[0], name);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((p) => next(p, name)));
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = next(prop, key);
    if (!s.properties && s.additionalProperties && typeof s.additionalProperties === 'object') out.key = next(s.additionalProperties, 'key');
    return out;
  }
  if (type === 'array') return s.items ? [next(s.items, name)] : [];
  if (s.default !== undefined) return s.default;
  if (type === 'integer' || type === 'number') return s.minimum ?? 0;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return sampleString(name, s);
}

export function exampleOf(doc: OpenApiDocument, schema: JsonSchema): unknown {
  return value(doc, schema, '', new Set(), 0, {});
}

/** The example a response declares (errors carry one), else one built from its schema. */
export function responseExample(doc: OpenApiDocument, media: { schema?: JsonSchema; example?: unknown } | undefined): string | null {
  if (!media) return null;
  if (media.example !== undefined) return JSON.stringify(media.example, null, 2);
  return media.schema ? JSON.stringify(exampleOf(doc, media.schema), null, 2) : null;
}
