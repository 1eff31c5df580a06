'use server';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { requireMember } from '@/lib/auth/current-member';
import { requestIp } from '@/lib/auth/request-ip';
import { INVITATION_LIFETIME_MS } from '@/lib/auth/invitation-links';
import { lifetimeText } from '@/lib/time';
import { cancelInvitation, changeMemberRole, inviteMember, removeMember } from '@/lib/dashboard/members';
import { ActionForms } from '@/lib/dashboard/action-forms';
import { withActionForm, runAction, runActionFor } from '@/lib/dashboard/run-action';
import { createTeam, deleteTeam, renameTeam } from '@/lib/dashboard/teams';

const PATH = '/team';
export async function inviteAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.invite, async ({ email, role, replaceRole }, { actor }) => {
    const outcome = await runActionFor(PATH, async () => inviteMember(getDb(), actor, email, role, { ip: await requestIp(), replaceRole }));
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
    return { message: `Invitation sent to ${email}: they join as ${role} by following the link in it (valid for ${lifetimeText(INVITATION_LIFETIME_MS)}).` };
  });
}

export async function changeRoleAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.changeRole, ({ userId, role }, { actor }) =>
    runAction(PATH, async () => {
      await changeMemberRole(getDb(), actor, userId, role);
      return 'Role updated.';
    }),
  );
}

export async function removeMemberAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.member, ({ userId }, { actor }) =>
    runAction(PATH, async () => {
      const { email, revokedKeys } = await removeMember(getDb(), actor, userId);
      const keys = revokedKeys.map((k) => `${k.name} (${k.key_fragment})`).join(', ');
      if (userId === actor.userId) return keys ? `You left the organisation. The API keys you created in it were revoked: ${keys}.` : 'You left the organisation.';
      return keys ? `${email} was removed. The API keys they created were revoked: ${keys}.` : `${email} was removed. They had no active API keys.`;
    }),
  );
}

export async function cancelInvitationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.invitation, ({ invitationId }, { actor }) =>
    runAction(PATH, async () => {
      await cancelInvitation(getDb(), actor, invitationId);
      return 'Invitation cancelled.';
    }),
  );
}

export async function createTeamAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.newTeam, ({ name }, { actor }) =>
    runAction(PATH, async () => {
      await createTeam(getDb(), actor, name);
      return `Team "${name.trim()}" created.`;
    }),
  );
}

export async function renameTeamAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.renameTeam, ({ teamId, name }, { actor }) =>
    runAction(PATH, async () => {
      const { from, to } = await renameTeam(getDb(), actor, teamId, name);
      return from === to ? `The team is already called "${to}".` : `Team "${from}" is now "${to}".`;
    }),
  );
}

export async function deleteTeamAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.team, ({ teamId }, { actor }) =>
    runAction(PATH, async () => {
      const { name, revokedKeys, keptRecords } = await deleteTeam(getDb(), actor, teamId);
      const keys = revokedKeys.length ? `Its API keys were revoked: ${revokedKeys.map((k) => `${k.name} (${k.key_fragment})`).join(', ')}.` : 'It had no active API keys.';
      return `Team "${name}" was deleted. ${keys} ${keptRecords} record${keptRecords === 1 ? '' : 's'} it made stay with the organisation.`;
    }),
  );
}
