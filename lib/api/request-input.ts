/**
 * An operation's input, read and validated by the schemas it declares (lib/api/operations.ts):
 * the path id, the query, and the body as JSON or multipart. Whatever fails is a 400 before the
 * service runs, so services take typed input and never see raw bytes.
 */
import type { z } from 'zod';
import { cleanText } from '../engine/cv/extract/bounded-text';
import { invalidParams } from '../errors';
import { parseMultipart, requireJson } from './multipart';
import type { Operation } from './operations';
import { pathId } from './path-id';

type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** A create's body: JSON or multipart, whichever its request carried (an operation may take both). */
export type BodyOf<O extends Operation> =
  | (O extends { jsonBody: infer S extends z.ZodType } ? { json: Out<S>; form?: undefined } : never)
  | (O extends { multipartBody: infer S extends z.ZodType } ? { form: Out<S>; json?: undefined } : never);

export interface OperationInput<O extends Operation> {
  /** the path's record id, a lower-case UUID */
  id: O extends { pathId: true } ? string : undefined;
  query: O extends { query: infer S extends z.ZodType } ? Out<S> : undefined;
  body: [BodyOf<O>] extends [never] ? undefined : BodyOf<O>;
}

/** A value checked by a schema, or the usual 400. */
export function validated<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidParams();
  return parsed.data;
}

/**
 * The fields a multipart schema declares, from the form: text with control characters dropped
 * (as from every text that enters the service; PostgreSQL cannot store NUL), files as they are.
 */
function formValues(form: FormData, schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((k) => {
      const v = form.get(k);
      return [k, v === null ? undefined : typeof v === 'string' ? cleanText(v) : v];
    }),
  );
}

const isMultipart = (contentType: string | null) => contentType?.toLowerCase().startsWith('multipart/form-data') ?? false;

export async function readBody<O extends Operation>(op: O, body: Uint8Array, contentType: string | null): Promise<OperationInput<O>['body']> {
  if (op.multipartBody && (isMultipart(contentType) || !op.jsonBody)) {
    const form = await parseMultipart(body, contentType);
    return { form: validated(op.multipartBody, formValues(form, op.multipartBody)) } as OperationInput<O>['body'];
  }
  if (op.jsonBody) return { json: validated(op.jsonBody, await requireJson(body, contentType)) } as OperationInput<O>['body'];
  return undefined as OperationInput<O>['body'];
}

function readQuery(schema: z.ZodObject, url: URL) {
  return validated(schema, Object.fromEntries(Object.keys(schema.shape).map((k) => [k, url.searchParams.get(k) ?? undefined])));
}

export async function readInput<O extends Operation>(
  op: O,
  req: { url: URL; params: Record<string, string | string[] | undefined>; body: Uint8Array; contentType: string | null },
): Promise<OperationInput<O>> {
  return {
    id: op.pathId ? pathId(req.params.id as string | undefined) : undefined,
    query: op.query ? readQuery(op.query, req.url) : undefined,
    body: await readBody(op, req.body, req.contentType),
  } as OperationInput<O>;
}
