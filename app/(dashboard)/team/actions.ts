'use server';
import { z } from 'zod';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { requireMember } from '@/lib/auth/current-member';
import { requestIp } from '@/lib/auth/request-ip';
import { cancelInvitation, changeMemberRole, inviteMember, removeMember } from '@/lib/dashboard/members';
import { ROLES } from '@/lib/organizations/roles';
import { runAction, runActionFor } from '@/lib/dashboard/run-action';
import { createTeam, deleteTeam, renameTeam } from '@/lib/dashboard/teams';
import { isUuid } from '@/lib/ids';

const PATH = '/team';
const InviteForm = z.object({ email: z.email('Enter a valid email address'), role: z.enum(['admin', 'member']) });

export async function inviteAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const parsed = InviteForm.safeParse({ email: String(form.get('email') ?? '').trim(), role: form.get('role') });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  const { email, role } = parsed.data;
  const outcome = await runActionFor(PATH, async () => inviteMember(getDb(), actor, email, role, { ip: await requestIp(), replaceRole: form.get('replaceRole') === '1' }));
  if (!outcome.ok) return { error: outcome.error };
  const r = outcome.value;
  if (r.kind === 'already_member') return { error: `${email} is already a member of this organisation.` };
  if (r.kind === 'pending_with_other_role') {
    return {
      confirm: {
        name: 'replaceRole',
        warning: `${email} already has a pending invitation as ${r.pendingRole}. Sending a new one makes it ${role} instead, and the link already sent stops working.`,
        label: `Send a new invitation as ${role}`,
      },
    };
  }
  return { message: `Invitation sent to ${email}: they join as ${role} by following the link in it (valid for 7 days).` };
}

export async function changeRoleAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const userId = String(form.get('userId'));
  const role = ROLES.find((r) => r === form.get('role'));
  if (!isUuid(userId) || !role) return { error: 'Choose a role' };
  return runAction(PATH, async () => {
    await changeMemberRole(getDb(), actor, userId, role);
    return 'Role updated.';
  });
}

export async function removeMemberAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const userId = String(form.get('userId'));
  if (!isUuid(userId)) return { error: 'Unknown member' };
  return runAction(PATH, async () => {
    const { email, revokedKeys } = await removeMember(getDb(), actor, userId);
    const keys = revokedKeys.map((k) => `${k.name} (${k.key_fragment})`).join(', ');
    if (userId === actor.userId) return keys ? `You left the organisation. The API keys you created in it were revoked: ${keys}.` : 'You left the organisation.';
    return keys ? `${email} was removed. The API keys they created were revoked: ${keys}.` : `${email} was removed. They had no active API keys.`;
  });
}

export async function cancelInvitationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const id = String(form.get('invitationId'));
  if (!isUuid(id)) return { error: 'Unknown invitation' };
  return runAction(PATH, async () => {
    await cancelInvitation(getDb(), actor, id);
    return 'Invitation cancelled.';
  });
}

export async function createTeamAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const name = String(form.get('name') ?? '');
  return runAction(PATH, async () => {
    await createTeam(getDb(), actor, name);
    return `Team "${name.trim()}" created.`;
  });
}

export async function renameTeamAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const teamId = String(form.get('teamId'));
  if (!isUuid(teamId)) return { error: 'Unknown team' };
  return runAction(PATH, async () => {
    const { from, to } = await renameTeam(getDb(), actor, teamId, String(form.get('name') ?? ''));
    return from === to ? `The team is already called "${to}".` : `Team "${from}" is now "${to}".`;
  });
}

export async function deleteTeamAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const teamId = String(form.get('teamId'));
  if (!isUuid(teamId)) return { error: 'Unknown team' };
  return runAction(PATH, async () => {
    const { name, revokedKeys, keptRecords } = await deleteTeam(getDb(), actor, teamId);
    const keys = revokedKeys.length ? `Its API keys were revoked: ${revokedKeys.map((k) => `${k.name} (${k.key_fragment})`).join(', ')}.` : 'It had no active API keys.';
    return `Team "${name}" was deleted. ${keys} ${keptRecords} record${keptRecords === 1 ? '' : 's'} it made stay with the organisation.`;
  });
}
