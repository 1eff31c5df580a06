import { respond } from '@/lib/api/respond';
import { Generation } from '@/lib/api/schemas/generation';
import { withApiKey } from '@/lib/api/with-api-key';
import { getGeneration } from '@/lib/generations/read-generations';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'generations:read' }, async ({ db, auth, params, url }) =>
  respond(Generation, await getGeneration(db, auth, params.id, url.origin)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
