/** Checks on an address that need no network: its syntax, and whether it is a role (shared) mailbox. */

const LOCAL_ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** Why the address is not a valid e-mail address, or null when it is (RFC 5321/5322 dot-atom form). */
export function emailSyntaxProblem(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return 'it has no @ between a name and a domain';
  if (email.length > 254) return 'it is longer than 254 characters';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64) return 'the part before @ is longer than 64 characters';
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom)))
    return 'the part before @ has characters an address cannot have';
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return `"${domain}" is not a domain name`;
  if (!TLD.test(labels[labels.length - 1]!)) return `"${domain}" does not end in a real top-level domain`;
  return null;
}

/** Mailboxes that reach a team or a function, not a person. */
const ROLE_LOCAL_PARTS = new Set(
  (
    'info sales contact contacts hello hi support help helpdesk admin administrator office team marketing ' +
    'jobs careers career hr recruiting recruitment talent hiring billing accounts accounting finance ' +
    'invoices invoice payments orders press media pr enquiries enquiry inquiries inquiry service services ' +
    'customerservice customercare care feedback newsletter news general mail email reception bookings ' +
    'booking reservations partners partnerships events legal privacy gdpr dpo compliance security abuse ' +
    'postmaster hostmaster webmaster noreply no-reply donotreply do-not-reply root it ops devops dev ' +
    'developers engineering tech operations hq ceo-office management board investors ir'
  )
    .split(/\s+/)
    .map((word) => word.replace(/[._-]/g, '')),
);

/** The address's mailbox name without a +tag, lowercased. */
const mailbox = (email: string) => email.slice(0, email.lastIndexOf('@')).toLowerCase().split('+')[0]!;

/** True for info@, sales@, support@… (a shared mailbox, not a person's). */
export const isRoleAddress = (email: string) => ROLE_LOCAL_PARTS.has(mailbox(email).replace(/[._-]/g, ''));

/** The address's domain, lowercased (the part after the last @). */
export const addressDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
