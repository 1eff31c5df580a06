import type { JsonSchema, OpenApiDocument, OperationObject } from './openapi-types';
import { resolveRef } from './schema-fields';

const sampleValue = (name: string, s: JsonSchema): unknown => {
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.enum?.length) return s.enum[0];
  if (s.format === 'uuid') return '01935d4e-7f3a-7c1e-9a52-2f6c8d1e4b90';
  if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 1;
  if (s.type === 'boolean') return true;
  return `<${name}>`;
};

function requiredSample(doc: OpenApiDocument, schema: JsonSchema) {
  const { schema: s } = resolveRef(schema, { doc, defs: {}, seen: new Set(), depth: 0 });
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {})
    .filter(([n, p]) => required.has(n) || p.example !== undefined)
    .map(([n, p]) => [n, p] as const);
}

/** A runnable curl command: required parameters and fields, filled from examples. */
export function curlExample(doc: OpenApiDocument, method: string, path: string, op: OperationObject, baseUrl: string): string {
  const url = path.replace(/\{(\w+)\}/g, (_, n) => (n === 'id' ? '01935d4e-7f3a-7c1e-9a52-2f6c8d1e4b90' : `<${n}>`));
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(sampleValue(p.name, p.schema ?? {})))}`);
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} '${baseUrl}${url}${query.length ? `?${query.join('&')}` : ''}'`, `  -H "x-api-key: $CVLENS_API_KEY"`];
  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data']?.schema) {
    for (const [name, p] of requiredSample(doc, content['multipart/form-data'].schema)) {
      lines.push(p.format === 'binary' || p.contentEncoding === 'binary' ? `  -F '${name}=@cv.pdf'` : `  -F '${name}=${sampleValue(name, p)}'`);
    }
  } else if (content['application/json']?.schema) {
    const body = Object.fromEntries(requiredSample(doc, content['application/json'].schema).map(([n, p]) => [n, sampleValue(n, p)]));
    lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(body)}'`);
  }
  return lines.join(' \\\n');
}
