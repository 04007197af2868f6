import type { FieldResult } from './normalize-values';

// A URL on these hosts with a path is a profile page (twitter.com/nowbox), not the company's site.
const PROFILE_HOSTS = new Set([
  'twitter.com',
  'x.com',
  'facebook.com',
  'fb.com',
  'linkedin.com',
  'instagram.com',
  'crunchbase.com',
  'angel.co',
  'angellist.com',
  'github.com',
  'medium.com',
  'youtube.com',
  'wellfound.com',
  'producthunt.com',
  'apps.apple.com',
  'play.google.com',
]);
// The URL parser has already normalised an IPv4 address ("127.1" → "127.0.0.1") and refused one out of range.
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/**
 * The bare domain from any URL form: "HTTPS://WWW.ALBERTSONS.COM/#1" → "albertsons.com",
 * "acme.io/about" → "acme.io", "https://acme.io:8443/en/" → "acme.io", "http://127.0.0.1:8080/site/" → "127.0.0.1",
 * "sales@acme.io" → "acme.io". A social profile URL gives null.
 */
export function extractDomain(value: string): FieldResult<string | null> {
  const invalid = { ok: false as const, message: `website '${value}' is not a URL or domain` };
  let text = value.trim().toLowerCase();
  if (/^[^\s/@]+@[^\s/@]+$/.test(text)) text = text.slice(text.indexOf('@') + 1);
  if (text.startsWith('//')) text = `http:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid;
  }
  const host = url.hostname.replace(/\.$/, '').replace(/^www\d*\./, '');
  // A server named by address (a site served locally, an intranet host): the host is kept, port and path dropped.
  if (host === 'localhost' || IPV4.test(host)) return { ok: true, value: host };
  if (!HOSTNAME.test(host) || /^\d+(\.\d+)*$/.test(host)) return invalid;
  const hasPath = url.pathname.replace(/\/+$/, '') !== '' || url.search !== '';
  if (PROFILE_HOSTS.has(host) && hasPath) return { ok: true, value: null };
  return { ok: true, value: host };
}
