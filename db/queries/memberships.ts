import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { Role } from '../types';

export const insertMembership = (db: DbOrTx, m: { userId: string; organizationId: string; role: Role }) =>
  db
    .insertInto('memberships')
    .values({ user_id: m.userId, organization_id: m.organizationId, role: m.role })
    .onConflict((oc) => oc.columns(['user_id', 'organization_id']).doNothing())
    .executeTakeFirst();

/** A user's organisations, oldest membership first (the default when none is chosen). */
export const listUserOrganizations = (db: DbOrTx, userId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name', 'organizations.plan', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .orderBy('memberships.created_at')
    .orderBy('organizations.id')
    .execute();

export const findMembership = (db: DbOrTx, userId: string, organizationId: string) =>
  db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();

export const listMembers = (db: DbOrTx, organizationId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.email', 'users.name', 'memberships.role', 'memberships.created_at'])
    .where('memberships.organization_id', '=', organizationId)
    .orderBy('memberships.created_at')
    .execute();

export const setMemberRole = (db: DbOrTx, userId: string, organizationId: string, role: Role) =>
  db
    .updateTable('memberships')
    .set({ role })
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();

export const deleteMembership = (db: DbOrTx, userId: string, organizationId: string) =>
  db.deleteFrom('memberships').where('user_id', '=', userId).where('organization_id', '=', organizationId).executeTakeFirst();

export async function countOwners(db: DbOrTx, organizationId: string): Promise<number> {
  const r = await db
    .selectFrom('memberships')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return r.n;
}

/** The membership of the account with this address, if it belongs to the organisation. */
export const findMemberByEmail = (db: DbOrTx, organizationId: string, email: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'memberships.role'])
    .where('memberships.organization_id', '=', organizationId)
    .where('users.email', '=', email)
    .executeTakeFirst();

/** A user's memberships with how many owners and members each organisation has (account deletion). */
export const listMembershipsWithCounts = (db: DbOrTx, userId: string) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select([
      'o.id',
      'o.name',
      'm.role',
      sql<number>`(select count(*)::int from memberships x where x.organization_id = m.organization_id)`.as('members'),
      sql<number>`(select count(*)::int from memberships x where x.organization_id = m.organization_id and x.role = 'owner')`.as('owners'),
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .execute();
