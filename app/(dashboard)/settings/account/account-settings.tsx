import { getDb } from '@/db/index';
import { ActionForm } from '@/components/action-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { CurrentUser } from '@/lib/auth/current-member';
import { planAccountDeletion } from '@/lib/auth/delete-account';
import { deleteAccountAction, resendVerificationAction, sendPasswordLinkAction } from './actions';

const names = (orgs: { name: string }[]) => orgs.map((o) => o.name).join(', ');

/**
 * The account's address, password and deletion: on the account page, and on the page of someone
 * in no organisation (whom the dashboard's pages do not admit).
 */
export async function AccountSettings({ user }: { user: CurrentUser }) {
  const plan = await planAccountDeletion(getDb(), user.id);
  return (
    <>
      <Card title="Email address" className="mb-6">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span className="font-medium">{user.email}</span>
          {user.email_verified_at ? <Badge tone="green">Confirmed</Badge> : <Badge tone="amber">Not confirmed</Badge>}
        </p>
        {!user.email_verified_at && (
          <ActionForm action={resendVerificationAction} className="mt-4" ariaLabel="Confirm your address">
            <p className="mb-3 text-sm text-slate-600">Until the address is confirmed you cannot create API keys or accept invitations.</p>
            <SubmitButton variant="secondary" pendingText="Sending…">Send a new confirmation link</SubmitButton>
          </ActionForm>
        )}
      </Card>

      <Card title="Password" className="mb-6">
        <ActionForm action={sendPasswordLinkAction} ariaLabel="Change your password">
          <p className="mb-3 text-sm text-slate-600">
            {user.has_password ? 'To change your password' : 'You sign in through GitHub or Google. To also sign in with a password'}, we email a link to {user.email}; it lets you choose a new
            password and signs out every other session.
          </p>
          <SubmitButton variant="secondary" pendingText="Sending…">Email me a link</SubmitButton>
        </ActionForm>
      </Card>

      <Card title="Delete your account">
        <div className="space-y-2 text-sm text-slate-700">
          <p>Your name, address, password and sessions are erased, and the API keys you created are revoked. This cannot be undone.</p>
          {plan.deleted.length > 0 && (
            <p>
              You are the only member of <strong>{names(plan.deleted)}</strong>: {plan.deleted.length === 1 ? 'it is' : 'they are'} deleted with your account, with every
              analysis, file, key and credit in {plan.deleted.length === 1 ? 'it' : 'them'}.
            </p>
          )}
          {plan.left.length > 0 && <p>You leave {names(plan.left)}; what you made there stays with the organisation.</p>}
        </div>
        {plan.blocking.length > 0 ? (
          <div className="mt-4">
            <Alert tone="warning">
              You are the only owner of {names(plan.blocking)}, which has other members. Make one of them an owner first (Team page), or remove them.
            </Alert>
          </div>
        ) : (
          <ActionForm action={deleteAccountAction} className="mt-4 space-y-4" ariaLabel="Delete your account">
            <Field id="confirm-email" label="Type your email address to confirm">
              <input id="confirm-email" name="email" type="email" autoComplete="off" required className={inputStyles} />
            </Field>
            {user.has_password && (
              <Field id="confirm-password" label="Your password">
                <input id="confirm-password" name="password" type="password" autoComplete="current-password" required className={inputStyles} />
              </Field>
            )}
            <SubmitButton variant="danger" pendingText="Deleting…">Delete my account</SubmitButton>
          </ActionForm>
        )}
      </Card>
    </>
  );
}
