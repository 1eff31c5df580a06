import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

/** Applies pending migrations; safe to call from several processes at once (kysely takes a lock). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Migrations written on parallel branches land in any order; each is independent of its neighbours.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
