import { describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const { withActionForm } = await import('./run-action');
const { ActionForms } = await import('./action-forms');

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const TEAM = '7d3c2f1e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';

describe('withActionForm', () => {
  it('hands the gate’s answer and the parsed form to the work', async () => {
    const act = vi.fn(async (input: { teamId: string }, who: string) => ({ message: `${who} ${input.teamId}` }));
    expect(await withActionForm(async () => 'alice', form({ teamId: TEAM }), ActionForms.team, act)).toEqual({ message: `alice ${TEAM}` });
  });

  it('answers a form problem itself, after the gate, without running the work', async () => {
    const order: string[] = [];
    const act = vi.fn(async () => ({ message: 'done' }));
    const answer = await withActionForm(async () => order.push('gate'), form({ teamId: 'not-a-uuid' }), ActionForms.team, act);
    expect(answer).toEqual({ error: 'Unknown team' });
    expect(order).toEqual(['gate']);
    expect(act).not.toHaveBeenCalled();
  });

  it('stops at the gate: a refused visitor never has the form read', async () => {
    const read = vi.fn(() => ({ ok: true as const, value: 1 }));
    const refused = new Error('NEXT_REDIRECT');
    await expect(withActionForm(async () => Promise.reject(refused), form({}), read, async () => ({}))).rejects.toBe(refused);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads with a reader of the action’s own when given one', async () => {
    const answer = await withActionForm(async () => null, form({ a: 'x' }), (f) => ({ ok: false, error: `bad ${f.get('a')}` }), async () => ({}));
    expect(answer).toEqual({ error: 'bad x' });
  });
});
