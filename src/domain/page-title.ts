// Apart from branding.ts (which builds zod schemas on load) so the browser's first page needs no zod.
export const DEFAULT_PAGE_TITLE = 'Scoutline - Sales Intelligence';
/** The page title while the company's white-label is enabled. */
export const brandedPageTitle = (companyName: string) => `${companyName} - Sales Intelligence`;
