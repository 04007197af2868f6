import type { MailMessage } from '../../mail/mailer';

export type InvitationEmailInput = {
  to: string;
  companyName: string;
  role: string;
  inviterName: string;
  acceptUrl: string;
  expiresAt: Date;
  footer: string | null;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const formatExpiry = (d: Date) =>
  d.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** The invitation e-mail: who invites, to which company, as which role, the accept link and its expiry, and the company's footer. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const expiry = formatExpiry(input.expiresAt);
  const lines = [
    `Hello,`,
    ``,
    `${input.inviterName} has invited you to join ${input.companyName} on Scoutline as ${input.role}.`,
    ``,
    `Accept the invitation here:`,
    input.acceptUrl,
    ``,
    `Sign in (or create an account) with ${input.to} to accept. This invitation expires on ${expiry}.`,
    `If you were not expecting this invitation, you can ignore this e-mail.`,
  ];
  if (input.footer) lines.push('', '--', input.footer);

  const html = [
    `<p>Hello,</p>`,
    `<p><strong>${escapeHtml(input.inviterName)}</strong> has invited you to join <strong>${escapeHtml(input.companyName)}</strong> on Scoutline as <strong>${escapeHtml(input.role)}</strong>.</p>`,
    `<p><a href="${escapeHtml(input.acceptUrl)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#667eea;color:#ffffff;text-decoration:none">Accept Invitation</a></p>`,
    `<p>Or open this link: <a href="${escapeHtml(input.acceptUrl)}">${escapeHtml(input.acceptUrl)}</a></p>`,
    `<p>Sign in (or create an account) with ${escapeHtml(input.to)} to accept. This invitation expires on ${escapeHtml(expiry)}.</p>`,
    `<p style="color:#6b7280">If you were not expecting this invitation, you can ignore this e-mail.</p>`,
    input.footer ? `<hr><p style="color:#6b7280;white-space:pre-line">${escapeHtml(input.footer)}</p>` : '',
  ].join('\n');

  return {
    to: input.to,
    subject: `You're invited to join ${input.companyName} on Scoutline`,
    text: lines.join('\n'),
    html,
  };
}
