import { resourceNotFound } from '@/lib/api/unserved-methods';

/** Every /api/v1 path no route serves, whatever the method: the API's own 404, not Next's HTML page. */
const notFound = async () => resourceNotFound();

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
