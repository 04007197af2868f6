/** Keys that say two records are the same person within one organization. */

export const normalizeEmailKey = (email: string | null | undefined) =>
  (email ? email.trim().toLowerCase() : null) || null;

/** linkedin.com/in/jane-doe whatever the scheme, www or country host, query or trailing slash. */
export function normalizeLinkedinKey(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  const raw = url.trim();
  try {
    const u = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    const host = u.hostname.toLowerCase().replace(/^(www|[a-z]{2})\./, '');
    const path = decodeURIComponent(u.pathname).replace(/\/+$/, '').toLowerCase();
    return path ? `${host}${path}` : null;
  } catch {
    return raw.toLowerCase();
  }
}

const HONORIFICS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'mx',
  'prof',
  'sir',
  'dame',
  'jr',
  'sr',
  'ii',
  'iii',
  'phd',
  'md',
  'mba',
]);

/** A name without case, accents, punctuation, honorifics or suffixes: "Dr. José  Núñez, PhD" → "jose nunez". */
export function nameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s'-]/g, ' ')
    .replace(/['-]/g, '')
    .split(/\s+/)
    .filter((w) => w && !HONORIFICS.has(w));
  return words.length ? words.join(' ') : null;
}

/** The organization a person belongs to, for name-based keys: its site's host, else its name. */
export function organizationKey(org: { website?: string | null; name: string }): string {
  if (org.website) {
    try {
      return new URL(/^https?:\/\//i.test(org.website) ? org.website : `https://${org.website}`).hostname
        .toLowerCase()
        .replace(/^www\./, '');
    } catch {
      // fall through to the name
    }
  }
  return nameKey(org.name) ?? org.name.trim().toLowerCase();
}

type Identity = { email?: string | null; linkedinUrl?: string | null; name?: string | null };

/**
 * Same person within one organization: same e-mail, else same LinkedIn profile, else same name, unless
 * both carry different e-mails or different LinkedIn profiles (two people who share a name).
 */
export function samePerson(a: Identity, b: Identity): boolean {
  const [ea, eb] = [normalizeEmailKey(a.email), normalizeEmailKey(b.email)];
  if (ea && eb && ea === eb) return true;
  const [la, lb] = [normalizeLinkedinKey(a.linkedinUrl), normalizeLinkedinKey(b.linkedinUrl)];
  if (la && lb && la === lb) return true;
  if ((ea && eb) || (la && lb)) return false;
  const [na, nb] = [nameKey(a.name), nameKey(b.name)];
  return Boolean(na && nb && na === nb);
}
