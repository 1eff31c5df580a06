/**
 * Every success of the API is written here, shaped by the response schema its operation declares
 * (lib/api/operations.ts), the same schema the OpenAPI document shows: a route never names a schema.
 */
import type { z } from 'zod';
import type { Operation } from './operations';

const encoder = new TextEncoder();

/**
 * The body of an answer, as bytes, for an answer that is kept and sent again: parsing strips
 * anything the schema does not declare, so no column leaks, and a wrong shape fails loudly in
 * tests instead of reaching clients.
 */
export const jsonBody = <S extends z.ZodType>(schema: S, data: z.input<S>): Uint8Array<ArrayBuffer> =>
  encoder.encode(JSON.stringify(schema.parse(data)));

export const jsonResponse = (body: Uint8Array<ArrayBuffer>, status = 200): Response =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The operation's success: its data through its response schema with its status, or no body (204). */
export type Respond<O extends Operation> = O extends { response: infer S extends z.ZodType } ? (data: Input<S>) => Response : () => Response;

/** A create's answer: 201 with the finished record, or 202 (the operation's `accepted` body) while its job still runs. */
export type RespondCreate<O extends Operation> = O extends { response: infer S extends z.ZodType; accepted: infer A extends z.ZodType }
  ? (r: { status: 201; body: Input<S> } | { status: 202; body: Input<A> }) => Response
  : never;

export function responders<O extends Operation>(op: O): { respond: Respond<O>; respondCreate: RespondCreate<O> } {
  const respond = (data?: unknown) => (op.response ? jsonResponse(jsonBody(op.response, data), op.status) : new Response(null, { status: op.status }));
  const respondCreate = (r: { status: 201 | 202; body: unknown }) => {
    if (r.status === 201) return respond(r.body);
    if (!op.accepted) throw new Error(`${op.operationId} declares no 202 body`);
    return jsonResponse(jsonBody(op.accepted, r.body), 202);
  };
  return { respond: respond as Respond<O>, respondCreate: respondCreate as RespondCreate<O> };
}
