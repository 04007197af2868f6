import type { SiteSnapshot } from '#server/ai/engine';
import { cardPeople } from './people-cards';
import { mailtoContacts } from './people-mailto';
import { jsonLdPeople, microdataPeople } from './people-structured';
import type { ContactPoint, FoundPerson } from './people-types';
import { personKey } from './person-name';
import { domainBrand, extractProductName } from './product-name';
import { uniqueBy } from './text';

export type { ContactPoint, FoundPerson } from './people-types';

/** Lower-case words of the organization's own name: a "name" made of them is the company, not a person. */
export function brandWords(site: SiteSnapshot): Set<string> {
  const words = [extractProductName(site), domainBrand(site.rootUrl) ?? '']
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((w) => w.length > 2 && w !== 'the'));
}

/** Merges records of the same person (same name or e-mail), keeping the first value of each field. */
function merge(people: FoundPerson[]): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const person of people) {
    const same = out.find(
      (p) => personKey(p.name) === personKey(person.name) || (p.email !== null && p.email === person.email),
    );
    if (!same) out.push({ ...person });
    else {
      same.title ??= person.title;
      same.email ??= person.email;
      same.phone ??= person.phone;
      same.linkedinUrl ??= person.linkedinUrl;
    }
  }
  return out;
}

/** Real people named on the site: schema.org Person data, team cards, and personal mailto: links. Never invents anyone. */
export function findPeople(site: SiteSnapshot): FoundPerson[] {
  const brand = brandWords(site);
  const found = site.pages.flatMap((page) => [
    ...jsonLdPeople(page, brand),
    ...microdataPeople(page, brand),
    ...cardPeople(page, brand),
    ...mailtoContacts(page, brand).people,
  ]);
  return merge(found);
}

/** The organization's shared mailboxes (info@, sales@…), once each; addresses that belong to a found person are left out. */
export function findContactPoints(site: SiteSnapshot): ContactPoint[] {
  const brand = brandWords(site);
  const personal = new Set(findPeople(site).map((p) => p.email));
  return uniqueBy(
    site.pages.flatMap((page) => mailtoContacts(page, brand).points).filter((p) => !personal.has(p.email)),
    (p) => p.email,
  );
}
