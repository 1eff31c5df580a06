import { invalidParams } from '../errors';
import { isUuid } from '../ids';

/** A path id that is not a UUID is a bad request, not a missing record. */
export function pathId(id: string | undefined): string {
  if (!isUuid(id)) throw invalidParams();
  return id.toLowerCase();
}
