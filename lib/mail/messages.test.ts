import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS } from '../auth/email-links';
import { INVITATION_LIFETIME_MS } from '../auth/invitation-links';
import { invitationMail, resetPasswordMail, verifyEmailMail } from './messages';

describe('link mails', () => {
  it('state each link lifetime in the words the pages use', () => {
    expect(resetPasswordMail('a@example.com', 'token', LINK_LIFETIME_MS.reset_password).text).toContain('expires in an hour.');
    expect(verifyEmailMail('a@example.com', 'token', LINK_LIFETIME_MS.verify_email).text).toContain('expires in 24 hours.');
    const invitation = invitationMail('a@example.com', { organization: 'Acme', inviter: 'Ann', role: 'member', token: 'token', lifetimeMs: INVITATION_LIFETIME_MS });
    expect(invitation.text).toContain('expires in 7 days.');
  });
});
