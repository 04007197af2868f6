import type { ProviderEmailStatus, ProviderPerson } from './types';
import { textOrNull } from './normalize';

/** Apollo's placeholder for an address the plan has not unlocked: not an e-mail. */
const LOCKED = /not_unlocked|^email_not_/i;

export function realEmail(value: unknown): string | null {
  const email = textOrNull(value)?.toLowerCase() ?? null;
  return email && email.includes('@') && !LOCKED.test(email) ? email : null;
}

export function fullName(first: string | null, last: string | null, name: string | null): string | null {
  return name ?? ([first, last].filter(Boolean).join(' ') || null);
}

export const emptyPerson = (provider: ProviderPerson['provider'], fetchedAt: string): ProviderPerson => ({
  provider,
  recordId: null,
  firstName: null,
  lastName: null,
  name: null,
  title: null,
  email: null,
  emailStatus: null,
  emailScore: null,
  linkedinUrl: null,
  location: null,
  fetchedAt,
});

/** Hunter's verifier words (valid, invalid, accept_all, webmail, disposable, unknown) as Scoutline's statuses. */
export function hunterStatus(status: unknown): ProviderEmailStatus {
  switch (status) {
    case 'valid':
      return 'verified';
    case 'invalid':
      return 'invalid';
    case 'accept_all':
      return 'accept-all';
    case 'disposable':
    case 'webmail':
      return 'risky';
    default:
      return 'unknown';
  }
}
