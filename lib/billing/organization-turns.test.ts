import { describe, expect, it } from 'vitest';
import { inOrganizationTurn } from './organization-turns';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('inOrganizationTurn', () => {
  it('runs the work of one organisation one at a time, in arrival order', async () => {
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((n) => inOrganizationTurn('org-1', work(n))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets other organisations run meanwhile', async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all([inOrganizationTurn('org-a', work), inOrganizationTurn('org-b', work), inOrganizationTurn('org-c', work)]);
    expect(most).toBe(3);
  });

  it('hands the turn on when the work fails, and passes the failure to its caller', async () => {
    const failing = inOrganizationTurn('org-2', async () => {
      await tick();
      throw new Error('declined');
    });
    const next = inOrganizationTurn('org-2', async () => 'ran');
    await expect(failing).rejects.toThrow('declined');
    await expect(next).resolves.toBe('ran');
  });
});
