import type { MailMessage } from './mailer';

export function signInLinkEmail(to: string, url: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Your Scoutline sign-in link',
    text: `Someone asked for a one-time sign-in link to your Scoutline account:\n${url}\n\nIt works once and for ${minutes} minutes. If it was not you, ignore this message: your password still works, and nobody can use this link without your inbox.`,
    html: `<p>Someone asked for a one-time sign-in link to your Scoutline account:</p><p><a href="${url}">Sign in to Scoutline</a></p><p>It works once and for ${minutes} minutes. If it was not you, ignore this message: your password still works, and nobody can use this link without your inbox.</p>`,
  };
}

export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your Scoutline email address',
    text: `Welcome to Scoutline!\n\nConfirm your email address to finish creating your account:\n${url}\n\nIf you did not sign up, you can ignore this message.`,
    html: `<p>Welcome to Scoutline!</p><p>Confirm your email address to finish creating your account:</p><p><a href="${url}">Verify email</a></p><p>If you did not sign up, you can ignore this message.</p>`,
  };
}
