import type { MailMessage } from './mailer';

export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your Scoutline email address',
    text: `Welcome to Scoutline!\n\nConfirm your email address to finish creating your account:\n${url}\n\nIf you did not sign up, you can ignore this message.`,
    html: `<p>Welcome to Scoutline!</p><p>Confirm your email address to finish creating your account:</p><p><a href="${url}">Verify email</a></p><p>If you did not sign up, you can ignore this message.</p>`,
  };
}
