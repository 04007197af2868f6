import { z } from 'zod';

const words = z.array(z.string().trim().min(1).max(80)).max(10).default([]);

/** The people providers whose search the People page asks (one at a time; the user picks when both are connected). */
export const PEOPLE_SEARCH_PROVIDERS = ['apollo', 'pdl'] as const;
export type PeopleSearchProvider = (typeof PEOPLE_SEARCH_PROVIDERS)[number];
const provider = z.enum(PEOPLE_SEARCH_PROVIDERS);

/** Organization size bands the page offers, as the "min,max" employees the API takes. */
export const ORGANIZATION_SIZE_BANDS = [
  '1,10',
  '11,50',
  '51,200',
  '201,500',
  '501,1000',
  '1001,5000',
  '5001,10000',
  '10001,1000000',
] as const;

/** People search across organizations (issue 19 item 4): the company's contacts and a people provider's search. */
export const peopleSearchBody = z.strictObject({
  text: z.string().trim().max(120).default(''),
  titles: words,
  seniorities: z
    .array(z.enum(['executive', 'director', 'manager']))
    .max(3)
    .default([]),
  departments: words,
  locations: words,
  /** Organization size as "min,max" employees, e.g. "11,50". */
  employeeRanges: z
    .array(z.string().regex(/^\d{1,7},\d{1,7}$/, 'Give each size as min,max employees, e.g. 11,50.'))
    .max(8)
    .default([]),
  industries: words,
  /** Which connected provider to search; the company's first connected one when left out. */
  provider: provider.optional(),
});
export type PeopleSearchBody = z.output<typeof peopleSearchBody>;

export const peopleSearchSaveBody = z.strictObject({
  people: z
    .array(z.strictObject({ provider, recordId: z.string().trim().min(1).max(80) }))
    .min(1, 'Choose at least one person to save.')
    .max(25),
});
export type PeopleSearchSaveBody = z.output<typeof peopleSearchSaveBody>;

/** A contact the company already has. */
export type PeopleSearchContact = {
  id: string;
  name: string;
  title: string | null;
  email: string | null;
  emailStatus: string | null;
  organizationId: string;
  organizationName: string;
  source: string | null;
};

/** A person a provider's search returned: not revealed (no e-mail, surname hidden) and not charged. */
export type PeopleSearchHit = {
  provider: string;
  recordId: string;
  name: string;
  title: string | null;
  location: string | null;
  organizationName: string | null;
  source: { source: string; label: string };
};

export type PeopleSearchResult = {
  contacts: PeopleSearchContact[];
  providerResults: PeopleSearchHit[];
  /** What the provider said, in words ("12 people", "failed: …", "not connected"). */
  providerNote: string;
  /** The provider searched (null when none was), and the connected ones the user may choose between. */
  provider: PeopleSearchProvider | null;
  providers: { id: PeopleSearchProvider; label: string }[];
  /** True when the provider's search failed (the note says why). */
  providerFailed: boolean;
};

export type PeopleSaveOutcome =
  'saved' | 'already-saved' | 'do-not-contact' | 'nothing-found' | 'no-organization' | 'no-credits' | 'provider-failed';
export type PeopleSaveRow = {
  provider: PeopleSearchProvider;
  recordId: string;
  outcome: PeopleSaveOutcome;
  message: string;
  contactId: string | null;
  charged: number;
};

export const PEOPLE_SEARCH_MSG = {
  noProvider: 'No people provider is connected; only your contacts were searched.',
  saved: 'Saved with the revealed work e-mail.',
  alreadySaved: 'Already one of your contacts; not stored twice and not charged.',
  doNotContact: 'On your do-not-contact list; not stored and not charged.',
  nothingFound: 'The provider revealed no work e-mail for this person; nothing stored and nothing charged.',
  noOrganization:
    'None of your organizations has this person’s organization domain; run Organization Targeting or import the account first. Not charged.',
  noCredits: 'Your company has no credits left; not stored.',
  notConnected: (label: string) => `${label} is not connected; connect it on Company Settings → Integrations.`,
} as const;
