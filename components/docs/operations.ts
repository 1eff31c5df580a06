import { HTTP_METHODS, type OpenApiDocument, type OperationObject } from './openapi-types';

export interface OperationEntry {
  anchor: string;
  method: string;
  path: string;
  op: OperationObject;
}

export const operationAnchor = (method: string, path: string, op: OperationObject) =>
  op.operationId ?? `${method}-${path.replace(/[^a-z0-9]+/gi, '-')}`;

/** Operations grouped by their first tag, in the document's tag order (untagged last). */
export function operationsByTag(doc: OpenApiDocument): { tag: string; operations: OperationEntry[] }[] {
  const groups = new Map<string, OperationEntry[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ anchor: operationAnchor(method, path, op), method, path, op });
    }
  }
  return [...groups].filter(([, ops]) => ops.length).map(([tag, operations]) => ({ tag, operations }));
}

/** Every error status any operation can answer, with its documented message. */
export function errorTable(doc: OpenApiDocument): { status: string; message: string }[] {
  const seen = new Map<string, string>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        if (Number(status) >= 400 && !seen.has(status)) seen.set(status, r.description ?? '');
      }
    }
  }
  return [...seen].sort(([a], [b]) => Number(a) - Number(b)).map(([status, message]) => ({ status, message }));
}

export const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
