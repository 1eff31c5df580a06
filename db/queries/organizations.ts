import type { DbOrTx, Tx } from '../index';
import type { Plan } from '../types';
import { uuidv7 } from '../ids';

export async function insertOrganization(db: DbOrTx, input: { name: string; plan: Plan }) {
  const id = uuidv7();
  await db.insertInto('organizations').values({ id, name: input.name, plan: input.plan, last_grant_month: null, monthly_spend_cap: null }).execute();
  return id;
}

export const findOrganization = (db: DbOrTx, id: string) =>
  db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The organisation row lock, taken here only: it serialises every change of one organisation
 * (its balance, its plan and purchases, its members and their roles). NO KEY UPDATE, not
 * UPDATE: a create first inserts its record, whose foreign key takes KEY SHARE on this row,
 * and FOR UPDATE would then deadlock two concurrent creates of one organisation.
 */
export const lockOrganization = (db: Tx, id: string) =>
  db.selectFrom('organizations').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();

/**
 * Deleting an account locks every organisation the user belongs to, so that no membership
 * changes under its plan. FOR UPDATE, as the deletion of an organisation it may go on to do
 * takes it anyway (taking the weaker lock first would let a create's KEY SHARE in between and
 * deadlock); in id order, so two such deletions never wait for each other crosswise.
 */
export const lockUserOrganizations = (db: Tx, userId: string) =>
  db
    .selectFrom('organizations')
    .select('id')
    .where('id', 'in', db.selectFrom('memberships').select('organization_id').where('user_id', '=', userId))
    .orderBy('id')
    .forUpdate()
    .execute();

export const setOrganizationPlan = (db: DbOrTx, id: string, plan: Plan) =>
  db.updateTable('organizations').set({ plan }).where('id', '=', id).executeTakeFirst();

export const setSpendCap = (db: DbOrTx, id: string, cap: number | null) =>
  db.updateTable('organizations').set({ monthly_spend_cap: cap }).where('id', '=', id).executeTakeFirst();

/** The balance is only written under lockOrganization, in the transaction that holds the lock. */
export const setBalance = (db: Tx, id: string, balance: number) =>
  db.updateTable('organizations').set({ credit_balance: balance }).where('id', '=', id).execute();

export const markGrantMonth = (db: Tx, id: string, month: string) =>
  db.updateTable('organizations').set({ last_grant_month: month }).where('id', '=', id).execute();

export const listOrganizations = (db: DbOrTx) => db.selectFrom('organizations').selectAll().orderBy('created_at', 'desc').execute();

/** Everything of the organisation goes with it (foreign keys cascade): teams, keys, records, files, ledger, usage. */
export const deleteOrganization = (db: DbOrTx, id: string) => db.deleteFrom('organizations').where('id', '=', id).executeTakeFirst();
