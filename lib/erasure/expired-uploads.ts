import type { Db } from '../../db/index';
import { deleteExpiredUploads } from '../../db/queries/erasure';

/** FILE_RETENTION_DAYS: deletes uploaded CVs older than that, in batches until none is left. */
export async function sweepExpiredUploads(db: Db, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteExpiredUploads(db, days);
    total += n;
    if (n === 0) return total;
  }
}
