import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { getDb } from './index';

describe('test database', () => {
  it('is migrated', async () => {
    const r = await sql<{ n: number }>`select count(*)::int as n from organizations`.execute(getDb());
    expect(r.rows[0].n).toBeGreaterThanOrEqual(0);
  });
});
