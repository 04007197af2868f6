import type { OrganizationRecord, SiteSnapshot } from '../../engine';

const FETCHED = '2025-03-01T12:00:00.000Z';
const page = (url: string, title: string, text: string) => ({
  url,
  title,
  text,
  html: `<main>${text}</main>`,
  fetchedAt: FETCHED,
});

/** A directory organization with a full record. */
export const HOOKLINE: OrganizationRecord = {
  id: 'org-hookline',
  name: 'Hookline',
  industry: 'Software',
  sizeRange: '1001-5000',
  employeeCount: null,
  location: 'San Francisco, California',
  revenueRange: '$100M-$1B',
  website: 'https://hookline.io',
  founded: 2014,
  description:
    'Developer platform offering webhook and event APIs, SDKs and reference docs for SaaS engineering teams.',
  source: 'directory',
  fitScore: 88,
  fitCategory: 'great',
  aiReasoning: "Industry Software matches your success industries (SaaS); size 1001-5000 fits 'mid-market'.",
};

/** An imported account that knows little: only a name, an industry and a website. */
export const SPARSE_IMPORT: OrganizationRecord = {
  id: 'org-quill',
  name: 'Quill Analytics',
  industry: 'Software',
  sizeRange: null,
  employeeCount: null,
  location: null,
  revenueRange: null,
  website: 'https://quill.example',
  founded: null,
  description: null,
  source: 'import',
  fitScore: 58,
  fitCategory: 'good',
  aiReasoning: null,
};

/** Hookline's website as the web reader would return it. */
export const HOOKLINE_SITE: SiteSnapshot = {
  rootUrl: 'https://hookline.io',
  pages: [
    page(
      'https://hookline.io/',
      'Hookline — webhooks for developers',
      'Reliable webhooks for SaaS developers.\nHookline delivers billions of events for engineering teams. Our API reference docs and SDKs get developers to their first webhook in minutes.',
    ),
    page(
      'https://hookline.io/about',
      'About Hookline',
      'Founded in 2014, Hookline is headquartered in San Francisco, California. Today more than 1,200 employees work across four offices. Keeping API documentation in sync with fast-moving releases is a constant challenge for our developer relations team. Unlike ReadMe, we generate docs from our own OpenAPI specs.',
    ),
    page(
      'https://hookline.io/news/series-d',
      'Hookline raises Series D',
      'Hookline announced a $120 million Series D led by Example Ventures to expand its developer platform in Europe.',
    ),
    page(
      'https://hookline.io/careers',
      'Careers',
      "We're hiring engineers and technical writers to join our developer experience team.",
    ),
  ],
};

/** A site whose pages state the facts the record lacks. */
export const QUILL_SITE: SiteSnapshot = {
  rootUrl: 'https://quill.example',
  pages: [
    page('https://quill.example/', 'Quill', 'Quill turns product analytics into answers for SaaS teams.'),
    page(
      'https://quill.example/company',
      'Company',
      'Quill was founded in 2019 and is based in Austin, Texas. We are a team of 85 people. Annual revenue of $12 million in 2024.',
    ),
  ],
};
