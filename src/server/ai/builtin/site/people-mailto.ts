import type { SitePage } from '#server/ai/engine';
import { squash } from '#server/web-reader/html-text';
import type { ContactPoint, FoundPerson } from './people-types';
import { isPersonName, looksLikeTitle } from './person-name';
import { dom } from './site-pages';
import { escapeRegExp } from './text';

/** Shared mailboxes: kept as the organization's contact points, never turned into people. */
export const GENERIC_MAILBOX =
  /^(info|sales|support|hello|hi|contact|contacts|team|office|admin|press|media|pr|jobs|careers|hr|billing|accounts|help|community|marketing|partners|partnerships|privacy|legal|security|abuse|webmaster|postmaster|no-?reply|feedback|enquiries|inquiries|general|mail|service|customerservice|success|ops|dev|developers|events|investors|ir|orders|shop|store|bookings|reservations|newsletter)$/i;
const NAME_IN_TEXT = /\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}/gu;

/** Capitalised word runs in a text, each also as its shorter prefixes ("Priya Raman VP" gives "Priya Raman" too). */
function namesIn(text: string): string[] {
  return [...text.matchAll(NAME_IN_TEXT)].flatMap((m) => {
    const words = m[0].split(/\s+/);
    return words.map((_, i) => words.slice(0, words.length - i).join(' '));
  });
}

/** The address in a mailto: link, lower-cased, or null when there is none. */
export function mailtoAddress(href: string): string | null {
  const address = decodeURIComponent(href.replace(/^mailto:/i, '').split('?')[0] ?? '')
    .trim()
    .toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : null;
}

/** People behind personal mailto: links (named by the link or the text around it) and the site's shared mailboxes. */
export function mailtoContacts(
  page: SitePage,
  brand: ReadonlySet<string>,
): { people: FoundPerson[]; points: ContactPoint[] } {
  const $ = dom(page);
  const people: FoundPerson[] = [];
  const points: ContactPoint[] = [];
  $('a[href^="mailto:" i]').each((_, a) => {
    const email = mailtoAddress($(a).attr('href') ?? '');
    if (!email) return;
    const linkText = squash($(a).text());
    const around = squash($(a).parent().text());
    if (GENERIC_MAILBOX.test(email.split('@')[0]!)) {
      points.push({ email, label: linkText && !linkText.includes('@') ? linkText : null, sourceUrl: page.url });
      return;
    }
    const name = isPersonName(linkText, brand)
      ? linkText
      : (namesIn(around).find((n) => isPersonName(n, brand)) ?? null);
    if (!name) {
      points.push({ email, label: null, sourceUrl: page.url });
      return;
    }
    const titled =
      new RegExp(`${escapeRegExp(name)}\\s*[,–—-]\\s*([^,()\\n@]{2,60})`).exec(around)?.[1]?.trim() ?? null;
    people.push({
      name,
      title: titled && looksLikeTitle(titled) ? titled : null,
      email,
      phone: null,
      linkedinUrl: null,
      sourceUrl: page.url,
      fetchedAt: page.fetchedAt,
    });
  });
  return { people, points };
}
