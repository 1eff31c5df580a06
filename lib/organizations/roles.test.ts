import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { assertKeepsAnOwner, leavesNoOwner } from './roles';

describe('the last-owner rule', () => {
  it('refuses taking away the only owner, whether demoted or leaving', async () => {
    expect(await leavesNoOwner('owner', 'admin', () => 1)).toBe(true);
    expect(await leavesNoOwner('owner', null, () => 1)).toBe(true);
    expect(await leavesNoOwner('owner', 'member', () => 2)).toBe(false);
  });

  it('counts owners only when an owner stops being one', async () => {
    const owners = vi.fn(() => 1);
    expect(await leavesNoOwner('owner', 'owner', owners)).toBe(false);
    expect(await leavesNoOwner('admin', null, owners)).toBe(false);
    expect(await leavesNoOwner('member', 'admin', owners)).toBe(false);
    expect(owners).not.toHaveBeenCalled();
  });

  it('is the last_owner error where a change is refused', async () => {
    const refused = assertKeepsAnOwner('owner', 'member', async () => 1);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'last_owner' });
    await expect(assertKeepsAnOwner('owner', 'member', async () => 2)).resolves.toBeUndefined();
  });
});
