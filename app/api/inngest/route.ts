import { serve } from 'inngest/next';
import { functions } from '@/inngest';
import { inngest, usesEmbeddedExecutor } from '@/inngest/client';
import { resourceNotFound } from '@/lib/api/unserved-methods';

const handlers = serve({ client: inngest, functions });

// Embedded mode runs the functions in-process and its client is in dev mode, which accepts
// unsigned requests; serving them here would let anyone run a function.
const notServed = async () => resourceNotFound();

export const GET = usesEmbeddedExecutor ? notServed : handlers.GET;
export const POST = usesEmbeddedExecutor ? notServed : handlers.POST;
export const PUT = usesEmbeddedExecutor ? notServed : handlers.PUT;
