import { sql } from 'kysely';
import type { DbOrTx } from '../../db/index';

/** Credits charged per UTC day since `fromDay`, net of refunds (a refunded job costs nothing). */
export const creditsPerDay = (db: DbOrTx, organizationId: string, fromDay: string, apiKeyId?: string) =>
  db
    .selectFrom('credit_ledger')
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<number>`-sum(amount)`.as('credits'),
    ])
    .where('organization_id', '=', organizationId)
    .where('kind', 'in', ['charge', 'refund'])
    .where('created_at', '>=', sql<Date>`${fromDay}::date at time zone 'UTC'`)
    .$if(!!apiKeyId, (q) => q.where('api_key_id', '=', apiKeyId!))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
