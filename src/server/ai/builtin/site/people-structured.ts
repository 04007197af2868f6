import type { SitePage } from '#server/ai/engine';
import { squash } from '#server/web-reader/html-text';
import type { FoundPerson } from './people-types';
import { isPersonName } from './person-name';
import { dom } from './site-pages';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
// People under these keys are reviewers or authors of the page, not the organization's people.
const SKIP_KEYS = new Set(['review', 'reviews', 'author', 'reviewedBy', 'creator', 'editor', 'contributor']);

const first = (value: Json | undefined): string | null => {
  if (typeof value === 'string') return squash(value) || null;
  if (Array.isArray(value)) return first(value[0]);
  return null;
};
const all = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.flatMap(all) : typeof value === 'string' ? [value] : [];
const isPersonType = (type: Json | undefined) => all(type).some((t) => /(^|\/)Person$/.test(t));
const cleanEmail = (value: string | null) =>
  value
    ?.replace(/^mailto:/i, '')
    .trim()
    .toLowerCase() || null;
const cleanPhone = (value: string | null) => value?.replace(/^tel:/i, '').trim() || null;

/** People from schema.org Person JSON-LD (top level, @graph, or under employee/founder/member). */
export function jsonLdPeople(page: SitePage, brand: ReadonlySet<string>): FoundPerson[] {
  const $ = dom(page);
  const people: FoundPerson[] = [];
  const visit = (node: Json, key: string | null) => {
    if (key && SKIP_KEYS.has(key)) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, null));
    if (!node || typeof node !== 'object') return;
    if (isPersonType(node['@type'])) {
      const name = first(node.name) ?? [first(node.givenName), first(node.familyName)].filter(Boolean).join(' ');
      if (name && isPersonName(name, brand)) {
        const links = [...all(node.sameAs), ...all(node.url)];
        people.push({
          name,
          title: first(node.jobTitle),
          email: cleanEmail(first(node.email)),
          phone: cleanPhone(first(node.telephone)),
          linkedinUrl: links.find((l) => /linkedin\.com\/in\//i.test(l)) ?? null,
          sourceUrl: page.url,
          fetchedAt: page.fetchedAt,
        });
      }
    }
    for (const [k, v] of Object.entries(node)) if (typeof v === 'object') visit(v, k);
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()) as Json, null);
    } catch {
      // invalid JSON-LD is ignored, as search engines do
    }
  });
  return people;
}

/** People from schema.org Person microdata (itemtype …/Person with itemprop name, jobTitle, email, telephone). */
export function microdataPeople(page: SitePage, brand: ReadonlySet<string>): FoundPerson[] {
  const $ = dom(page);
  const people: FoundPerson[] = [];
  $('[itemscope][itemtype*="schema.org/Person"]').each((_, el) => {
    const scope = $(el);
    const prop = (name: string) => {
      const found = scope.find(`[itemprop="${name}"]`).first();
      if (found.length === 0) return null;
      return squash(found.attr('content') ?? found.attr('href') ?? found.text()) || null;
    };
    const name = prop('name');
    if (!name || !isPersonName(name, brand)) return;
    const linkedin = scope.find('a[href*="linkedin.com/in/"]').first().attr('href') ?? null;
    people.push({
      name,
      title: prop('jobTitle'),
      email: cleanEmail(prop('email')),
      phone: cleanPhone(prop('telephone')),
      linkedinUrl: linkedin,
      sourceUrl: page.url,
      fetchedAt: page.fetchedAt,
    });
  });
  return people;
}
