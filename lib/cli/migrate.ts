/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { createDb } from '../../db/index';
import { migrateToLatest } from '../../db/migrator';
import { resolveDatabase } from './database';

async function main() {
  const conn = await resolveDatabase(process.env.DATA_DIR ?? '.data');
  const db = createDb(conn.url, 1);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
  } finally {
    await db.destroy();
    await conn.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
