import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { ActionForm } from '@/components/action-form';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button-styles';
import { SubmitButton } from '@/components/ui/submit-button';
import { currentUser } from '@/lib/auth/current-member';
import { findInvitation, invitationGone, refusal } from '@/lib/auth/invitation-links';
import { acceptInvitationAction } from './actions';

export async function generateMetadata({ params }: { params: Promise<{ token: string }> }): Promise<Metadata> {
  const invitation = await findInvitation(getDb(), (await params).token);
  return { title: invitation ? `Join ${invitation.organization_name}` : 'Invitation' };
}

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, user] = await Promise.all([findInvitation(getDb(), token), currentUser()]);
  if (!invitation) {
    return (
      <>
        <h1 className="text-xl font-semibold text-slate-900">Invitation</h1>
        <div className="mt-4">
          <Alert tone="error">This invitation link is not valid.</Alert>
        </div>
      </>
    );
  }
  const inviter = invitation.inviter_name ?? invitation.inviter_email ?? 'Someone';
  const here = `/invitations/${token}`;
  const why = !invitation.usable ? invitationGone().message : user ? refusal(invitation, user) : null;
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Join {invitation.organization_name}</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">
        {inviter} invited {invitation.email} to {invitation.organization_name} as {invitation.role === 'admin' ? 'an admin' : 'a member'}.
      </p>
      {why ? (
        <Alert tone="error">{why}</Alert>
      ) : user ? (
        <ActionForm action={acceptInvitationAction} ariaLabel="Accept the invitation">
          <input type="hidden" name="token" value={token} />
          <SubmitButton className="w-full" pendingText="Joining…">
            Join {invitation.organization_name}
          </SubmitButton>
        </ActionForm>
      ) : (
        <div className="flex flex-col gap-3">
          <Link href={`/sign-in?callbackUrl=${encodeURIComponent(here)}`} className={buttonStyles.primary}>
            Sign in to accept
          </Link>
          <Link href={`/sign-up?invitation=${encodeURIComponent(token)}`} className={`${buttonStyles.secondary} text-center [overflow-wrap:anywhere]`}>
            Create an account with {invitation.email}
          </Link>
        </div>
      )}
    </>
  );
}
