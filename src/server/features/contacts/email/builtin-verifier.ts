import type { EmailCheck, EmailStatus } from '#domain/people/email-status';
import { addressDomain, emailSyntaxProblem, isRoleAddress } from '#domain/people/email-syntax';
import { pageLabel } from '#domain/people/field-sources';
import type { EmailVerifier } from './email-verifier';
import type { MailDomainCheck } from '../../../mail/mail-domain';

export const BUILTIN_VERIFIER = { id: 'scoutline', label: 'E-mail checks' } as const;

type Options = { mailDomain: MailDomainCheck; isDisposable: (domain: string) => Promise<boolean>; now: () => Date };

/**
 * Scoutline's own checks, no provider needed: syntax, the domain's MX records, throwaway-mailbox domains and
 * role mailboxes. Without asking the mail server itself it never claims a mailbox exists, except when the
 * organization printed the address on its own site and the domain accepts mail.
 */
export function createBuiltinVerifier({ mailDomain, isDisposable, now }: Options): EmailVerifier {
  return {
    ...BUILTIN_VERIFIER,
    async verify({ email, origin, publishedOn }) {
      const check = (status: EmailStatus, reason: string): EmailCheck => ({
        status,
        reason,
        verifier: BUILTIN_VERIFIER.id,
        label: BUILTIN_VERIFIER.label,
        checkedAt: now().toISOString(),
        origin,
      });
      const address = email.trim().toLowerCase();
      const syntax = emailSyntaxProblem(address);
      if (syntax) return check('invalid', `Not a valid address: ${syntax}`);
      const domain = addressDomain(address);
      const answer = await mailDomain(domain);
      if (answer.kind === 'no-mail') return check('invalid', answer.reason);
      if (await isDisposable(domain)) return check('risky', `${domain} is a throwaway-mailbox service`);
      if (isRoleAddress(address))
        return check('risky', `Role address (${address.split('@')[0]}@): a shared mailbox, not a person's`);
      if (answer.kind === 'address-only')
        return check('risky', `${domain} has no MX record; mail would go to its web host`);
      if (answer.kind === 'unknown') return check('unknown', answer.reason);
      if (publishedOn && origin === 'found')
        return check('verified', `Published on ${pageLabel(publishedOn)}, and ${domain} accepts mail`);
      return check('unknown', `${domain} accepts mail (MX records found); the mailbox itself was not checked`);
    },
  };
}
