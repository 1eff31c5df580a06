import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { invitationsForEmail } from '@/lib/dashboard/page-reads';
import { Alert } from '@/components/ui/alert';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDate } from '@/components/format';
import { requireUser } from '@/lib/auth/current-member';
import { AccountSettings } from '../../(dashboard)/settings/account/account-settings';
import { signOutAction } from '../../(dashboard)/shell-actions';
import { createFirstOrganization } from './actions';

export const metadata: Metadata = { title: 'No organisation' };

/**
 * An account in no organisation: an invited address that signed up without its invitation's link
 * (it gets none of its own), or someone removed from their last one. Invitations come first: an
 * organisation started here would be a second, empty one.
 */
export default async function NoOrganizationPage() {
  const user = await requireUser();
  const invitations = await invitationsForEmail(getDb(), user.email);
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">You are not in an organisation yet</h1>
      {invitations.length > 0 ? (
        <section aria-label="Invitations waiting" className="mb-8 mt-4 space-y-3">
          <ul className="space-y-2">
            {invitations.map((i) => (
              <li key={i.id} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
                <span className="font-semibold text-slate-900">{i.organization_name}</span> invited you as {i.role === 'admin' ? 'an admin' : 'a member'}
                {i.inviter_name || i.inviter_email ? ` (from ${i.inviter_name ?? i.inviter_email})` : ''}; the link works until {formatDate(i.expires_at)}.
              </li>
            ))}
          </ul>
          <Alert tone="info">
            To join, open the link in the invitation email sent to {user.email}: only that link adds you.
            {!user.email_verified_at && ' First confirm your address with the link we sent at sign-up (or send a new one below).'}
          </Alert>
        </section>
      ) : (
        <p className="mb-6 mt-1 text-sm text-slate-600">Ask an owner to invite you, or start an organisation on the Free plan.</p>
      )}
      <h2 className="mb-3 text-base font-semibold text-slate-900">{invitations.length > 0 ? 'Or start an organisation of your own' : 'Start an organisation'}</h2>
      <form action={createFirstOrganization} className="space-y-4">
        <Field id="name" label="Organisation name">
          <input id="name" name="name" className={inputStyles} maxLength={100} />
        </Field>
        <SubmitButton className="w-full" variant={invitations.length > 0 ? 'secondary' : 'primary'}>Create organisation</SubmitButton>
      </form>
      <h2 className="mb-3 mt-8 text-base font-semibold text-slate-900">Your account</h2>
      <div className="space-y-4">
        <AccountSettings user={user} />
        <form action={signOutAction}>
          <SubmitButton variant="secondary" className="w-full">Sign out</SubmitButton>
        </form>
      </div>
    </>
  );
}
