/**
 * Frozen once landed: add a new dated file for any change. A team can be deleted.
 * Its API keys were deleted with it by the foreign key's cascade, and their usage rows with
 * them, which would have lowered the month's call count (and so the overage) and erased
 * history. Now the keys stay, revoked by the deletion in the same transaction, with no team;
 * records already moved to the organisation (set null) when their team goes.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table api_keys drop constraint api_keys_team_id_fkey;
    alter table api_keys add constraint api_keys_team_id_fkey foreign key (team_id) references teams(id) on delete set null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
