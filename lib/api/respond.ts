import type { z } from 'zod';

/**
 * A JSON response shaped by its zod schema: parsing strips anything the schema does not
 * declare, so no column leaks, and a wrong shape fails loudly in tests instead of reaching clients.
 */
export function respond<S extends z.ZodType>(schema: S, data: z.input<S>, status = 200): Response {
  return Response.json(schema.parse(data), { status });
}
