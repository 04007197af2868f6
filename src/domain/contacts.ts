import { EMAIL_DISPLAY_LIMIT } from './workflow';

export type ContactLike = {
  email?: string | null;
  associatedSolution?: string | null;
  solutionId?: string | null;
  createdAt?: string | Date;
};

/** Phone masked to its last four digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  return `•••-•••-${digits.slice(-4)}`;
}

/** E-mail cut at 25 characters, then dots. */
export const truncateEmail = (email: string | null | undefined) =>
  !email ? null : email.length > EMAIL_DISPLAY_LIMIT ? `${email.slice(0, EMAIL_DISPLAY_LIMIT)}...` : email;

/** LinkedIn links without an http prefix get https prepended. */
export const linkedinHref = (url: string | null | undefined) =>
  !url ? null : /^https?:\/\//i.test(url) ? url : `https://${url}`;

/** Contact search: name, title or department, case-insensitively. */
export function matchesContactSearch(
  contact: { name: string; title?: string | null; department?: string | null },
  query: string,
) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [contact.name, contact.title, contact.department].some((v) => v?.toLowerCase().includes(q));
}

/** Contacts match a solution by solution_id when both have one, otherwise by the associated solution name. */
export function matchesSolution(contact: ContactLike, solution: { id?: string | null; product: string }) {
  if (contact.solutionId && solution.id) return contact.solutionId === solution.id;
  return (contact.associatedSolution ?? '').toLowerCase() === solution.product.toLowerCase();
}

/**
 * Deduplicates by lower-cased e-mail plus associated solution, keeping the newest; contacts
 * without an e-mail are always kept.
 */
export function dedupeContacts<T extends ContactLike>(contacts: T[]): T[] {
  const time = (c: T) => (c.createdAt ? new Date(c.createdAt).getTime() : 0);
  const newest = new Map<string, T>();
  for (const contact of contacts) {
    if (!contact.email) continue;
    const key = `${contact.email.toLowerCase()}|${contact.associatedSolution ?? ''}`;
    const seen = newest.get(key);
    if (!seen || time(contact) > time(seen)) newest.set(key, contact);
  }
  return contacts.filter((c) => !c.email || newest.get(`${c.email.toLowerCase()}|${c.associatedSolution ?? ''}`) === c);
}

/** Contacts found for a solution that repeat an e-mail already known in the organization are dropped. */
export function dropKnownEmails<T extends ContactLike>(found: T[], existing: ContactLike[]): T[] {
  const known = new Set(existing.map((c) => c.email?.toLowerCase()).filter(Boolean));
  return found.filter((c) => !c.email || !known.has(c.email.toLowerCase()));
}

/** The picker rule: names deduplicated case-insensitively, keeping the higher fit score, or the newer on a tie. */
export function dedupeOrganizationsByName<T extends { name: string; fitScore: number; createdAt: string | Date }>(
  orgs: T[],
): T[] {
  const best = new Map<string, T>();
  for (const org of orgs) {
    const key = org.name.trim().toLowerCase();
    const seen = best.get(key);
    const newer = seen && new Date(org.createdAt).getTime() > new Date(seen.createdAt).getTime();
    if (!seen || org.fitScore > seen.fitScore || (org.fitScore === seen.fitScore && newer)) best.set(key, org);
  }
  return orgs.filter((o) => best.get(o.name.trim().toLowerCase()) === o);
}

export const SENIORITY_EMOJI: Record<string, string> = { executive: '👑', director: '🎯', senior: '⭐', other: '👤' };

/** Initials for the contact avatar. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** Deep research progress: up to 90 % over 600 s while researching, 100 % when completed. */
export function researchProgress(elapsedSeconds: number, status: string) {
  if (status === 'completed') return { percent: 100, remainingSeconds: 0 };
  const percent = Math.min(90, (Math.max(0, elapsedSeconds) / 600) * 90);
  return { percent, remainingSeconds: Math.max(0, 600 - Math.floor(elapsedSeconds)) };
}

/** m:ss */
export const formatElapsed = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
