import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { invitationsForEmail } from '@/lib/dashboard/page-reads';
import { Alert } from '@/components/ui/alert';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { requireUser } from '@/lib/auth/current-member';
import { AccountSettings } from '../../(dashboard)/settings/account/account-settings';
import { createFirstOrganization } from './actions';

export const metadata: Metadata = { title: 'No organisation' };

export default async function NoOrganizationPage() {
  const user = await requireUser();
  const invitations = await invitationsForEmail(getDb(), user.email);
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">You are not in an organisation</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Ask an owner to invite you, or start a new organisation on the Free plan.</p>
      {invitations.length > 0 && (
        <div className="mb-6">
          <Alert tone="info">
            {invitations.length === 1 ? 'An invitation waits' : `${invitations.length} invitations wait`} for {user.email}: open the link in the invitation email to join.
            {!user.email_verified_at && (
              <>
                {' '}First confirm your address with the link we sent at sign-up (or{' '}
                send a new one below).
              </>
            )}
          </Alert>
        </div>
      )}
      <form action={createFirstOrganization} className="space-y-4">
        <Field id="name" label="Organisation name">
          <input id="name" name="name" className={inputStyles} maxLength={100} />
        </Field>
        <SubmitButton className="w-full">Create organisation</SubmitButton>
      </form>
      <h2 className="mb-3 mt-8 text-base font-semibold text-slate-900">Your account</h2>
      <div className="space-y-4">
        <AccountSettings user={user} />
      </div>
    </>
  );
}
