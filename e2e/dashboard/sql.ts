/**
 * One SQL statement against the server's database, found as the operator CLI finds it
 * (DATABASE_URL, else the embedded server of DATA_DIR): for specs that must put a record in a
 * state no request makes quickly, such as an analysis that has been processing for minutes.
 *   tsx e2e/dashboard/sql.ts "update … where id = $1" '["…"]'   → the rows as JSON
 */
import pg from 'pg';
import { resolveDatabase } from '../../lib/cli/database';

async function main() {
  const [text, params = '[]'] = process.argv.slice(2);
  const conn = await resolveDatabase(process.env.DATA_DIR ?? '.data');
  const client = new pg.Client({ connectionString: conn.url });
  try {
    await client.connect();
    console.log(JSON.stringify((await client.query(text, JSON.parse(params))).rows));
  } finally {
    await client.end();
    await conn.stop();
  }
}

void main();
