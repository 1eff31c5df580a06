import { sql } from 'kysely';
import type { DbOrTx } from '../../db/index';
import { containsPattern } from '../../db/queries/like-pattern';
import { startOfUtcMonth, utcDay } from '../time';

export const ORG_SORTS = ['name', 'plan', 'balance', 'calls', 'created'] as const;
export type OrgSort = (typeof ORG_SORTS)[number];

const ORDER: Record<OrgSort, string> = {
  name: 'o.name',
  plan: "array_position(array['free','starter','professional','business'], o.plan)",
  balance: 'o.credit_balance',
  calls: 'calls',
  created: 'o.created_at',
};

/**
 * Organisations with plan, balance, members and this UTC month's API calls, for staff, a page at
 * a time (`limit`, `offset`; every row carries `total`, the count of all that match);
 * `search` keeps those whose name or a member's email contains it, or whose id it is.
 */
export async function organizationsOverview(db: DbOrTx, opts: { sort: OrgSort; dir: 'asc' | 'desc'; search?: string; now?: Date; limit?: number; offset?: number }) {
  const monthStart = utcDay(startOfUtcMonth(opts.now ?? new Date()));
  const dir = opts.dir === 'asc' ? sql`asc` : sql`desc`;
  const search = opts.search?.trim().slice(0, 100);
  const like = search ? containsPattern(search) : null;
  const matching = like
    ? sql`where o.name ilike ${like} or o.id::text = ${search} or exists (
        select 1 from memberships m join users u on u.id = m.user_id where m.organization_id = o.id and u.email ilike ${like})`
    : sql``;
  const r = await sql<{
    id: string;
    name: string;
    plan: string;
    credit_balance: number;
    created_at: Date;
    calls: number;
    members: number;
    total: number;
  }>`
    select o.id, o.name, o.plan, o.credit_balance, o.created_at,
      coalesce((select sum(u.count) from usage_daily u where u.organization_id = o.id and u.day >= ${monthStart}::date), 0)::int as calls,
      (select count(*) from memberships m where m.organization_id = o.id)::int as members,
      (count(*) over ())::int as total
    from organizations o
    ${matching}
    order by ${sql.raw(ORDER[opts.sort])} ${dir}, o.id
    limit ${opts.limit ?? 1_000} offset ${opts.offset ?? 0}
  `.execute(db);
  return r.rows;
}
