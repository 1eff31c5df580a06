import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { teamPage } from '@/lib/dashboard/page-reads';
import { ActionForm } from '@/components/action-form';
import { AuditLogList } from '@/components/audit-log-list';
import { ConfirmSubmit } from '@/components/forms/confirm-submit';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { inputStyles } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { Table, td, th } from '@/components/ui/table';
import { formatDate } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { INVITATION_LIFETIME_MS } from '@/lib/auth/invitation-links';
import { lifetimeText } from '@/lib/time';
import { canChangeRole, canDeleteTeams, canManageTeams, ROLES } from '@/lib/organizations/roles';
import { cancelInvitationAction, changeRoleAction, createTeamAction, deleteTeamAction, inviteAction, removeMemberAction, renameTeamAction } from './actions';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  const { actor } = await requireMember();
  const { manager, members, invitations, teams, changes, organization } = await teamPage(getDb(), actor);
  return (
    <>
      <PageHeader title="Team" description="Owners and admins manage members, invitations, teams and every API key; members manage their own keys." />
      {manager && (
        <Card title="Invite someone" className="mb-6">
          <ActionForm action={inviteAction} className="flex flex-wrap items-end gap-3" ariaLabel="Invite a member">
            <div className="min-w-56 flex-1">
              <label htmlFor="invite-email" className="block text-sm font-medium text-slate-800">Email</label>
              <input id="invite-email" name="email" type="email" required className={`${inputStyles} mt-1`} />
            </div>
            <div>
              <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">Role</label>
              <select id="invite-role" name="role" defaultValue="member" className={`${inputStyles} mt-1`}>
                <option value="member">Member</option>
                <option value="admin">Admin</option>
              </select>
            </div>
            <SubmitButton pendingText="Inviting…">Invite</SubmitButton>
          </ActionForm>
          <p className="mt-3 text-xs text-slate-500">The address gets a link, valid for {lifetimeText(INVITATION_LIFETIME_MS)} and usable once; only an account that has confirmed that address can accept it. Removing a member revokes the API keys they created.</p>
        </Card>
      )}

      <Card title="Members" className="mb-6">
        <Table caption="Members" stacked>
          <thead>
            <tr>
              <th scope="col" className={th}>Member</th>
              <th scope="col" className={th}>Role</th>
              <th scope="col" className={th}>Joined</th>
              <th scope="col" className={th}><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td className={`${td} break-all`} data-label="Member">
                  <p className="font-medium text-slate-900">{m.name ?? m.email}</p>
                  {m.name && <p className="text-xs text-slate-500">{m.email}</p>}
                </td>
                <td className={td} data-label="Role">
                  {canChangeRole(actor, m.role, m.role) && m.id !== actor.userId ? (
                    <ActionForm action={changeRoleAction} className="flex items-center gap-2" ariaLabel={`Role of ${m.email}`}>
                      <input type="hidden" name="userId" value={m.id} />
                      <label htmlFor={`role-${m.id}`} className="sr-only">Role of {m.email}</label>
                      <select id={`role-${m.id}`} name="role" defaultValue={m.role} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
                        {ROLES.filter((r) => canChangeRole(actor, m.role, r)).map((r) => (
                          <option key={r} value={r}>{r}</option>
                        ))}
                      </select>
                      <SubmitButton variant="secondary" pendingText="Saving…">Save</SubmitButton>
                    </ActionForm>
                  ) : (
                    <Badge tone={m.role === 'owner' ? 'blue' : 'slate'}>{m.role}</Badge>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`} data-label="Joined">{formatDate(m.created_at)}</td>
                <td className={`${td} text-right`}>
                  {(m.id === actor.userId || canChangeRole(actor, m.role, 'member')) && (
                    <ActionForm action={removeMemberAction} ariaLabel={m.id === actor.userId ? 'Leave the organisation' : `Remove ${m.email}`}>
                      <input type="hidden" name="userId" value={m.id} />
                      {m.id === actor.userId ? (
                        <ConfirmSubmit
                          variant="dangerGhost"
                          title={`Leave ${organization?.name ?? 'this organisation'}?`}
                          confirmLabel="Leave"
                          body={<p>You lose access to its analyses, keys and billing at once, and the API keys you created in it are revoked (their next request gets 401). Only an owner or admin can invite you back.</p>}
                        >
                          Leave
                        </ConfirmSubmit>
                      ) : (
                        <ConfirmSubmit
                          variant="dangerGhost"
                          accessibleName={`Remove ${m.email}`}
                          title={`Remove ${m.name ?? m.email} from ${organization?.name ?? 'this organisation'}?`}
                          confirmLabel="Remove member"
                          body={<p>{m.email} loses access at once, and every API key they created in this organisation is revoked (its next request gets 401). They can only come back with a new invitation.</p>}
                        >
                          Remove
                        </ConfirmSubmit>
                      )}
                    </ActionForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>

      {invitations.length > 0 && (
        <Card title="Pending invitations" className="mb-6">
          <ul className="divide-y divide-slate-100">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{i.email}</span> <span className="text-slate-500">as {i.role} · sent {formatDate(i.created_at)} · {i.expires_at && i.expires_at > new Date() ? `link valid until ${formatDate(i.expires_at)}` : 'link expired: invite again to send a new one'}</span>
                </span>
                {manager && (
                  <ActionForm action={cancelInvitationAction} ariaLabel={`Cancel the invitation of ${i.email}`}>
                    <input type="hidden" name="invitationId" value={i.id} />
                    <SubmitButton variant="dangerGhost" pendingText="Cancelling…">Cancel</SubmitButton>
                  </ActionForm>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {manager && (
        <Card title="Recent changes" description="Invitations, members who joined or left, and the API keys that went with them." className="mb-6">
          <AuditLogList entries={changes} emptyTitle="No changes yet" caption="Recent changes" />
        </Card>
      )}

      <Card title="Teams" description="A key can be limited to one team: it then sees only that team's records.">
        <Table caption="Teams" stacked>
          <thead>
            <tr>
              <th scope="col" className={th}>Team</th>
              <th scope="col" className={`${th} text-right`}>Active keys</th>
              <th scope="col" className={`${th} text-right`}>Records</th>
              <th scope="col" className={th}>Created</th>
              {(canManageTeams(actor) || canDeleteTeams(actor)) && <th scope="col" className={th}><span className="sr-only">Actions</span></th>}
            </tr>
          </thead>
          <tbody>
            {teams.map((t) => (
              <tr key={t.id} data-testid="team-row">
                <td className={`${td} break-words font-medium text-slate-900`} data-label="Team">{t.name}</td>
                <td className={`${td} text-right tabular-nums`} data-label="Active keys">{t.active_keys}</td>
                <td className={`${td} text-right tabular-nums`} data-label="Records">{t.records}</td>
                <td className={`${td} whitespace-nowrap`} data-label="Created">{formatDate(t.created_at)}</td>
                {(canManageTeams(actor) || canDeleteTeams(actor)) && (
                  <td className={td}>
                    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                      {canManageTeams(actor) && (
                        <ActionForm action={renameTeamAction} className="flex flex-wrap items-center gap-2" ariaLabel={`Rename ${t.name}`}>
                          <input type="hidden" name="teamId" value={t.id} />
                          <label htmlFor={`team-name-${t.id}`} className="sr-only">New name for {t.name}</label>
                          <input id={`team-name-${t.id}`} name="name" required maxLength={100} defaultValue={t.name} className="w-40 rounded-md border border-slate-300 px-2 py-1 text-sm" />
                          <SubmitButton variant="secondary" pendingText="Saving…">Rename</SubmitButton>
                        </ActionForm>
                      )}
                      {canDeleteTeams(actor) && (
                        <ActionForm action={deleteTeamAction} ariaLabel={`Delete ${t.name}`}>
                          <input type="hidden" name="teamId" value={t.id} />
                          <ConfirmSubmit
                            variant="dangerGhost"
                            accessibleName={`Delete team ${t.name}`}
                            title={`Delete the team “${t.name}”?`}
                            confirmLabel={`Delete ${t.name}`}
                            body={
                              <ul className="list-disc space-y-1 pl-5">
                                <li>{t.active_keys === 0 ? 'It has no active API keys.' : `Its ${t.active_keys} active API key${t.active_keys === 1 ? ' is' : 's are'} revoked at once: the next request with ${t.active_keys === 1 ? 'it' : 'them'} gets 401. Revoked keys stay listed, with their usage.`}</li>
                                <li>{t.records === 0 ? 'It made no records.' : `Its ${t.records} record${t.records === 1 ? '' : 's'} (analyses, interview preps, skill gaps, generated CVs) stay, as the organisation's: the dashboard and organisation-wide keys keep them. Delete them from their own pages if they must go.`}</li>
                                <li>This cannot be undone; it is written to the recent changes.</li>
                              </ul>
                            }
                          >
                            Delete
                          </ConfirmSubmit>
                        </ActionForm>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
        {canManageTeams(actor) && (
          <ActionForm action={createTeamAction} className="mt-4 flex flex-wrap items-end gap-3" ariaLabel="Create a team">
            <div className="min-w-56 flex-1">
              <label htmlFor="team-name" className="block text-sm font-medium text-slate-800">New team</label>
              <input id="team-name" name="name" required maxLength={100} className={`${inputStyles} mt-1`} />
            </div>
            <SubmitButton variant="secondary" pendingText="Creating…">Create team</SubmitButton>
          </ActionForm>
        )}
      </Card>
    </>
  );
}
