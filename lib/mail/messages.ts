/** The text of every message cvlens sends. Links are absolute, on APP_URL (lib/env.ts appOrigin). */
import { appOrigin } from '../env';
import { lifetimeText } from '../time';
import type { Mail } from './send-mail';

export const appLink = (path: string) => new URL(path, appOrigin()).toString();

const signature = '\n\n— cvlens';

export const verifyEmailMail = (to: string, token: string, lifetimeMs: number): Mail => ({
  to,
  subject: 'Confirm your email address for cvlens',
  text:
    `Confirm that this address is yours to finish setting up your cvlens account:\n\n${appLink(`/verify-email/${token}`)}\n\n` +
    `The link works once and expires in ${lifetimeText(lifetimeMs)}. Until the address is confirmed you cannot create API keys or accept invitations.\n\n` +
    `If you did not sign up, ignore this message: nothing happens without the link.${signature}`,
});

/** Sign-up with an address that already has an account: the page says the same as for a new one, the mail says the rest. */
export const alreadyRegisteredMail = (to: string): Mail => ({
  to,
  subject: 'You already have a cvlens account',
  text:
    `Someone (probably you) tried to create a cvlens account with this address, which already has one.\n\n` +
    `Sign in: ${appLink('/sign-in')}\nForgot your password? ${appLink('/forgot-password')}\n\n` +
    `If it was not you, you can ignore this message: no account was changed.${signature}`,
});

export const resetPasswordMail = (to: string, token: string, lifetimeMs: number): Mail => ({
  to,
  subject: 'Choose a new cvlens password',
  text:
    `Use this link to choose a new password for your cvlens account:\n\n${appLink(`/reset-password/${token}`)}\n\n` +
    `The link works once and expires in ${lifetimeText(lifetimeMs)}. Choosing a new password signs you out everywhere else.\n\n` +
    `If you did not ask for this, ignore this message: your password stays as it is.${signature}`,
});

export const passwordChangedMail = (to: string): Mail => ({
  to,
  subject: 'Your cvlens password was changed',
  text:
    `The password of your cvlens account was just changed, and every other session was signed out.\n\n` +
    `If this was not you, choose a new password now: ${appLink('/forgot-password')}${signature}`,
});

export const invitationMail = (to: string, i: { organization: string; inviter: string; role: string; token: string; lifetimeMs: number }): Mail => ({
  to,
  subject: `${i.inviter} invited you to ${i.organization} on cvlens`,
  text:
    `${i.inviter} invited you to join ${i.organization} on cvlens as ${i.role === 'admin' ? 'an admin' : 'a member'}.\n\n` +
    `Accept the invitation: ${appLink(`/invitations/${i.token}`)}\n\n` +
    `The link works once, for an account with this address, and expires in ${lifetimeText(i.lifetimeMs)}. ` +
    `If you do not know ${i.inviter}, ignore this message.${signature}`,
});
