import type { MailMessage } from './mailer'
import { renderMail } from './layout'

/** Every mail the app sends. Links are always built from PUBLIC_URL, never from the request's Host. */

type Recipient = { email: string; firstName: string }

const link = (publicUrl: string, path: string, query: Record<string, string>) =>
  `${publicUrl}${path}?${new URLSearchParams(query).toString()}`

export function confirmationMail(
  publicUrl: string,
  to: Recipient,
  userId: string,
  code: string,
): MailMessage {
  const url = link(publicUrl, '/confirm-email', { userId, code })
  return {
    to: to.email,
    kind: 'confirm-email',
    subject: 'Confirm your email address',
    ...renderMail(`Welcome to ReelHire, ${to.firstName}!`, [
      { text: 'Please confirm your email address to finish setting up your account.' },
      { button: { label: 'Confirm email address', url } },
      { text: 'The link expires in 24 hours and works once. If you did not sign up, ignore this email.' },
    ]),
  }
}

export function welcomeMail(publicUrl: string, to: Recipient): MailMessage {
  return {
    to: to.email,
    kind: 'welcome',
    subject: 'Your ReelHire account is ready',
    ...renderMail(`You're all set, ${to.firstName}`, [
      {
        text: 'Your email address is confirmed. Sign in to pick how you use ReelHire and set up your profile.',
      },
      { button: { label: 'Sign in', url: `${publicUrl}/login` } },
    ]),
  }
}

export function twoFactorCodeMail(to: Recipient, code: string): MailMessage {
  return {
    to: to.email,
    kind: 'two-factor-code',
    subject: `Your ReelHire sign-in code: ${code}`,
    ...renderMail('Your sign-in code', [
      { text: `Hi ${to.firstName}, enter this code to finish signing in:` },
      { code },
      {
        text: 'It expires in 10 minutes. If you did not try to sign in, change your password — someone knows it.',
      },
    ]),
  }
}

export function passwordResetMail(
  publicUrl: string,
  to: Recipient,
  userId: string,
  token: string,
): MailMessage {
  const url = link(publicUrl, '/reset-password', { userId, token })
  return {
    to: to.email,
    kind: 'password-reset',
    subject: 'Reset your ReelHire password',
    ...renderMail('Reset your password', [
      { text: `Hi ${to.firstName}, we received a request to reset the password of your account.` },
      { button: { label: 'Choose a new password', url } },
      { text: 'The link expires in 24 hours and works once. If you did not ask for it, ignore this email.' },
    ]),
  }
}

export function passwordChangedMail(publicUrl: string, to: Recipient): MailMessage {
  return {
    to: to.email,
    kind: 'password-changed',
    subject: 'Your ReelHire password was changed',
    ...renderMail('Your password was changed', [
      {
        text: `Hi ${to.firstName}, the password of your account was just changed and your other sessions were signed out.`,
      },
      { text: 'If this was not you, reset your password now and contact support.' },
      { button: { label: 'Reset password', url: `${publicUrl}/forgot-password` } },
    ]),
  }
}

/** Sent instead of revealing on the sign-up screen that an address is taken (docs/decisions/006). */
export function registrationAttemptMail(publicUrl: string, to: Recipient): MailMessage {
  return {
    to: to.email,
    kind: 'registration-attempt',
    subject: 'Someone tried to sign up with your email',
    ...renderMail('Account with this email already exists. Please sign in instead.', [
      {
        text: `Hi ${to.firstName}, someone just tried to create a new ReelHire account with this address. You already have one, so nothing was created.`,
      },
      { button: { label: 'Sign in', url: `${publicUrl}/login` } },
      { text: 'Forgot your password? You can choose a new one:' },
      { button: { label: 'Reset password', url: `${publicUrl}/forgot-password` } },
      { text: 'If this was not you, you can ignore this email.' },
    ]),
  }
}

export function contactMail(
  supportEmail: string,
  message: { name: string; email: string; subject: string; message: string; id: string },
): MailMessage {
  return {
    to: supportEmail,
    replyTo: message.email,
    kind: 'contact',
    subject: `[Contact] ${message.subject}`,
    ...renderMail(`Contact form: ${message.subject}`, [
      { text: `From ${message.name} <${message.email}> (message ${message.id})` },
      { text: message.message },
    ]),
  }
}

/** A team invitation (issue 17): the link carries the single-use token; the expiry is the invitation's. */
export function teamInvitationMail(
  publicUrl: string,
  invitation: {
    email: string
    companyName: string
    inviterName: string | null
    personalMessage: string | null
  },
  token: string,
  expiresAt: Date,
): MailMessage {
  const url = link(publicUrl, '/accept-invitation', { id: token })
  const who = invitation.inviterName ?? 'A team admin'
  return {
    to: invitation.email,
    kind: 'team-invitation',
    subject: `${who} invited you to join ${invitation.companyName} on ReelHire`,
    ...renderMail(`Join ${invitation.companyName} on ReelHire`, [
      { text: `${who} invited you to work with ${invitation.companyName} on ReelHire.` },
      ...(invitation.personalMessage ? [{ text: `"${invitation.personalMessage}"` }] : []),
      { button: { label: 'View invitation', url } },
      {
        text: `The link works once and expires on ${expiresAt.toUTCString()}. If you did not expect it, ignore this email.`,
      },
    ]),
  }
}
