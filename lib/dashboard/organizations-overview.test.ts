import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { organizationsOverview } from './organizations-overview';
import { addTestMember, createTestAccount } from '../testing/accounts';

describe('the staff list of organisations', () => {
  it('searches by a member’s email, by name and by id; % and _ are taken literally', async () => {
    const db = getDb();
    const a = await createTestAccount('findme');
    const member = await addTestMember(a.organizationId, 'member');
    const other = await createTestAccount('elsewhere');
    const ids = async (search: string) => (await organizationsOverview(db, { sort: 'created', dir: 'desc', search })).map((o) => o.id);

    // the member's own organisation (made at sign-up) and the one they joined
    const byEmail = await ids(member.email.toUpperCase());
    expect(byEmail).toHaveLength(2);
    expect(byEmail).toContain(a.organizationId);
    expect(byEmail).not.toContain(other.organizationId);
    expect(await ids(a.organizationId)).toEqual([a.organizationId]);
    const byName = await ids('organisation');
    expect(byName).toEqual(expect.arrayContaining([a.organizationId, other.organizationId]));
    expect(await ids('%')).not.toContain(a.organizationId);
    expect(await ids('no-such-organisation-anywhere')).toEqual([]);
    // no search: every organisation
    expect((await organizationsOverview(db, { sort: 'created', dir: 'desc' })).length).toBeGreaterThanOrEqual(2);
  });

  it('comes a page at a time, each row saying how many match in all', async () => {
    const db = getDb();
    await createTestAccount('paged-one');
    await createTestAccount('paged-two');
    const all = await organizationsOverview(db, { sort: 'created', dir: 'desc' });
    const first = await organizationsOverview(db, { sort: 'created', dir: 'desc', limit: 1 });
    const second = await organizationsOverview(db, { sort: 'created', dir: 'desc', limit: 1, offset: 1 });
    expect(first).toHaveLength(1);
    expect(first[0].total).toBe(all.length);
    expect(second[0].id).toBe(all[1].id);
    expect(await organizationsOverview(db, { sort: 'created', dir: 'desc', limit: 5, offset: all.length })).toEqual([]);
  });
});
