import type { z } from 'zod';

const encoder = new TextEncoder();

/** What respond() sends, as bytes: for a response that is kept and sent again. */
export const jsonBody = <S extends z.ZodType>(schema: S, data: z.input<S>): Uint8Array<ArrayBuffer> =>
  encoder.encode(JSON.stringify(schema.parse(data)));

export const jsonResponse = (body: Uint8Array<ArrayBuffer>, status = 200): Response =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

/**
 * A JSON response shaped by its zod schema: parsing strips anything the schema does not
 * declare, so no column leaks, and a wrong shape fails loudly in tests instead of reaching clients.
 */
export function respond<S extends z.ZodType>(schema: S, data: z.input<S>, status = 200): Response {
  return jsonResponse(jsonBody(schema, data), status);
}

/** A create's answer: 201 with the finished record, or 202 while its job still runs. */
export const respondCreate = (created: z.ZodType, processing: z.ZodType, r: { status: 201 | 202; body: unknown }): Response =>
  r.status === 201 ? respond(created, r.body, 201) : respond(processing, r.body, 202);
