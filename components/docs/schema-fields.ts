/**
 * Flattens JSON Schemas of the OpenAPI document into field rows for the reference: `$ref`s
 * resolved (to components or to a schema's local `$defs`), nullable unions folded into the
 * type, nested objects and arrays of objects kept as children.
 */
import type { JsonSchema, OpenApiDocument } from './openapi-types';

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  nullable: boolean;
  description?: string;
  enumValues?: string[];
  example?: string;
  constraints?: string;
  children: FieldRow[];
}

interface Ctx {
  doc: OpenApiDocument;
  defs: Record<string, JsonSchema>;
  seen: Set<string>;
  depth: number;
}

const MAX_DEPTH = 8;

export function resolveRef(schema: JsonSchema, ctx: Ctx): { schema: JsonSchema; name?: string; ctx: Ctx } {
  let s = schema;
  let name: string | undefined;
  let c = s.$defs ? { ...ctx, defs: { ...ctx.defs, ...s.$defs } } : ctx;
  for (let guard = 0; s.$ref && guard < 10; guard++) {
    const ref = s.$ref;
    name = ref.split('/').pop();
    const target = ref.startsWith('#/components/schemas/') ? c.doc.components?.schemas?.[name!] : ref.startsWith('#/$defs/') ? c.defs[name!] : undefined;
    if (!target) break;
    s = { ...target, description: schema.description ?? target.description };
    if (s.$defs) c = { ...c, defs: { ...c.defs, ...s.$defs } };
  }
  return { schema: s, name, ctx: c };
}

/** `X | null` unions (how zod writes nullable) become X with nullable set. */
function splitNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const rest = union.filter((u) => u.type !== 'null');
    if (rest.length === 1 && rest.length < union.length) return { schema: { ...rest[0], description: schema.description ?? rest[0].description }, nullable: true };
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((t) => t !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { schema, nullable: false };
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function constraintsOf(s: JsonSchema): string | undefined {
  const parts: string[] = [];
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`${s.minimum}–${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  else if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  if (s.maxLength !== undefined) parts.push(`max ${s.maxLength} chars`);
  if (s.default !== undefined) parts.push(`default ${show(s.default)}`);
  return parts.length ? parts.join(', ') : undefined;
}

/** A short type label: "string (uuid)", "array of Suggestion", "object", "integer". */
export function typeLabel(schema: JsonSchema, ctx: Ctx): string {
  const { schema: s, name } = resolveRef(schema, ctx);
  const { schema: t } = splitNullable(s);
  if (t.$ref) return resolveRef(t, ctx).name ?? 'object';
  const union = t.anyOf ?? t.oneOf;
  if (union) return union.map((u) => typeLabel(u, ctx)).join(' | ');
  if (t.type === 'array') return `array of ${t.items ? typeLabel(t.items, ctx) : 'any'}`;
  if (t.type === 'object' || t.properties) return name ?? (t.additionalProperties && typeof t.additionalProperties === 'object' ? `map of ${typeLabel(t.additionalProperties, ctx)}` : 'object');
  if (t.const !== undefined) return `"${show(t.const)}"`;
  const base = Array.isArray(t.type) ? t.type.join(' | ') : (t.type ?? (t.enum ? 'string' : 'any'));
  return t.format ? `${base} (${t.format})` : base;
}

function childrenOf(schema: JsonSchema, ctx: Ctx): FieldRow[] {
  if (ctx.depth >= MAX_DEPTH) return [];
  const { schema: s, name, ctx: c } = resolveRef(schema, ctx);
  if (name && ctx.seen.has(name)) return [];
  const next: Ctx = { ...c, depth: c.depth + 1, seen: name ? new Set([...c.seen, name]) : c.seen };
  const { schema: t } = splitNullable(s);
  if (t.$ref) return childrenOf(t, next);
  if (t.type === 'array' && t.items) return childrenOf(t.items, next);
  if (t.properties) return objectFields(t, next);
  if (t.additionalProperties && typeof t.additionalProperties === 'object') return childrenOf(t.additionalProperties, next);
  return [];
}

function objectFields(s: JsonSchema, ctx: Ctx): FieldRow[] {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).map(([name, raw]) => {
    const { schema: resolved } = resolveRef(raw, ctx);
    const { schema: prop, nullable } = splitNullable(resolved);
    const enumSource = prop.enum ?? (prop.items && resolveRef(prop.items, ctx).schema.enum);
    const example = prop.example ?? prop.examples?.[0];
    return {
      name,
      type: typeLabel(raw, ctx),
      required: required.has(name),
      nullable,
      description: prop.description ?? raw.description,
      enumValues: enumSource?.map(show),
      example: example === undefined ? undefined : show(example),
      constraints: constraintsOf(prop),
      children: childrenOf(raw, ctx),
    };
  });
}

/** The fields of a request or response schema (an object, or an array of objects). */
export function schemaFields(doc: OpenApiDocument, schema: JsonSchema): FieldRow[] {
  return childrenOf(schema, { doc, defs: {}, seen: new Set(), depth: 0 });
}

export function schemaTypeLabel(doc: OpenApiDocument, schema: JsonSchema): string {
  return typeLabel(schema, { doc, defs: {}, seen: new Set(), depth: 0 });
}
