import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { SitePage } from '#server/ai/engine';
import { squash } from '#server/web-reader/html-text';
import type { FoundPerson } from './people-types';
import { isPersonName, looksLikeTitle, splitNameAndTitle } from './person-name';
import { dom } from './site-pages';

const NAME_ELEMENTS =
  'h1, h2, h3, h4, h5, h6, strong, b, dt, figcaption, [class*="name"], [itemprop="name"], [class~="header"]';
// Quotes, sponsors, customers and contributors name people who do not work at the organization.
const NOT_STAFF =
  'nav, footer, blockquote, q, [class*="testimonial"], [class*="quote"], [class*="review"], [id*="sponsor"], [class*="sponsor"], ' +
  '[id*="contributor"], [class*="contributor"], [class*="customer"], [class*="client"], [class*="logo"], [class*="press"], [class*="comment"], [class*="backer"]';
const TEAM_CONTEXT =
  '[id*="team"], [class*="team"], [id*="leadership"], [class*="leadership"], [id*="people"], [class*="people"], [id*="founder"], [class*="founder"], ' +
  '[id*="staff"], [class*="staff"], [id*="advisor"], [class*="advisor"], [id*="management"], [class*="management"], [id*="board"], [class*="member"]';
const PEOPLE_PAGE = /team|leadership|people|management|founders|staff|about|company|contact|who-we-are/i;

const TITLELESS_NAME = 'h2, h3, h4, [class*="name"], [class~="header"], [itemprop="name"]';

/** The element's text split at <br> line breaks. */
function textLines($: CheerioAPI, el: Element): string[] {
  const html = $(el).html() ?? '';
  if (!/<br\b/i.test(html)) return [squash($(el).text())];
  return html
    .split(/<br\s*\/?>/i)
    .map((part) => squash(load(part).text()))
    .filter(Boolean);
}

/** The direct text of an element (its children's text left out). */
const ownText = ($: CheerioAPI, el: Element) =>
  squash(
    $(el)
      .contents()
      .filter((_, n) => n.type === 'text')
      .text(),
  );

/** The element holding one person's card: climb while the parent still names no other person. */
export function cardOf($: CheerioAPI, el: Element, brand: ReadonlySet<string>): Cheerio<Element> {
  let card = $(el);
  for (let depth = 0; depth < 5; depth++) {
    const parent = card.parent();
    if (parent.length === 0 || parent.is('body, main, html')) break;
    const names = parent.find(NAME_ELEMENTS).filter((_, n) => isPersonName(squash($(n).text()), brand));
    if (names.length > 1) break;
    card = parent;
  }
  return card;
}

/** 1–6 for h1–h6; 7 for anything else, so any heading after a non-heading name ends its block. */
const headingLevel = (el: Element) => (/^h[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : 7);

/** The first short role line after the name element (its siblings, then its parent's siblings). */
function titleAfter($: CheerioAPI, el: Element): string | null {
  // The parent's siblings count only when the name sits alone in its wrapper (<div><div class="header">Name</div></div><div>Title</div>).
  const parentSiblings = $(el).siblings().length === 0 ? $(el).parent().nextAll().slice(0, 2).toArray() : [];
  for (const next of [...$(el).nextAll().slice(0, 3).toArray(), ...parentSiblings]) {
    if (headingLevel(next) <= headingLevel(el)) return null; // a heading as big as the name's: the next block has begun
    const text = squash($(next).text());
    if (!text) continue;
    if (looksLikeTitle(text)) return text;
    if (text.length > 80) return null; // a bio paragraph: the card has no title line
  }
  return null;
}

/** People in team grids and cards: a name element with a short role line next to it (or any name inside a team section). */
export function cardPeople(page: SitePage, brand: ReadonlySet<string>): FoundPerson[] {
  const $ = dom(page);
  const peoplePage = PEOPLE_PAGE.test(new URL(page.url).pathname);
  const people: FoundPerson[] = [];
  $(NAME_ELEMENTS).each((_, el) => {
    if ($(el).closest(NOT_STAFF).length > 0) return;
    const lines = textLines($, el);
    const full = lines.join(' ');
    let name = isPersonName(full, brand) ? full : null;
    let title: string | null = null;
    if (!name && lines.length > 1 && isPersonName(lines[0]!, brand) && looksLikeTitle(lines.slice(1).join(' '))) {
      [name, title] = [lines[0]!, lines.slice(1).join(' ')];
    } else if (!name && lines.length === 1) {
      const split = splitNameAndTitle(full, brand);
      const own = ownText($, el);
      if (split) ({ name, title } = split);
      else if (isPersonName(own, brand) && looksLikeTitle(full.replace(own, '')))
        [name, title] = [own, squash(full.replace(own, ''))];
    }
    if (!name || people.some((p) => p.name === name)) return;
    title ??= titleAfter($, el);
    const inTeam = $(el).closest(TEAM_CONTEXT).length > 0;
    // Without a role line, only a name-like element inside a team section of a people page counts.
    if (!(title ? peoplePage || inTeam : inTeam && peoplePage && $(el).is(TITLELESS_NAME))) return;
    const card = cardOf($, el, brand);
    // A quote right next to the card means a customer testimonial, not staff.
    if (card.parent().find('blockquote, q, [class*="quote"]').length > 0) return;
    if (title && card.closest('[id*="advisor"], [class*="advisor"]').length > 0 && !/advisor/i.test(title))
      title = `${title} (Advisor)`;
    const email = card.find('a[href^="mailto:"]').first().attr('href');
    const phone = card.find('a[href^="tel:"]').first().attr('href');
    people.push({
      name,
      title,
      email: email ? email.slice(7).split('?')[0]!.trim().toLowerCase() || null : null,
      phone: phone ? decodeURIComponent(phone.slice(4)).trim() || null : null,
      linkedinUrl: card.find('a[href*="linkedin.com/in/"]').first().attr('href') ?? null,
      sourceUrl: page.url,
      fetchedAt: page.fetchedAt,
    });
  });
  return people;
}
