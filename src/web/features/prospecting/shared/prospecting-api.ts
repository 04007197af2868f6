import type { TrailStep } from '#domain/people/discovery-trail';
import type { AccessType, RecommendedSolution } from '#domain/workflow';
import { api, invokeFunction } from '../../../lib/api';
import { requireSuccess } from './api-helpers';
import type { AccountResearch, Contact, Organization, Pitch } from './types';

/** A cursor page of an organization's contacts; the hidden count and `total` describe the whole (searched) list. */
export type ContactsResult = {
  contacts: Contact[];
  total: number;
  nextCursor: string | null;
  hiddenByDailyLimit: number;
};
/** What narrows an organization's contact list on the server: a search, or one solution's contacts. */
export type ContactsFilter = { q?: string; solution?: Pick<RecommendedSolution, 'id' | 'product'> };
export type DiscoveryResult = {
  success: boolean;
  skipped: boolean;
  contactsFound: number;
  /** Contacts this run stored that were not known before; the run is charged only when there are some. */
  newCount: number;
  charged: boolean;
  /** What happened, in words ("Could not read gitlab.com: …; no people provider connected"). */
  summary: string;
  /** What the run changed: new contacts, known ones with new details, mobile numbers added. */
  contactsAdded?: number;
  contactsUpdated?: number;
  mobileNumbersAdded?: number;
  contacts: Contact[];
  error?: string;
};
export type DiscoveryRun = {
  id: string;
  createdAt: string;
  steps: TrailStep[];
  newCount: number;
  summary: string;
  charged: boolean;
  targetGoodContacts: number;
};
export type OutreachEntry = {
  id: string;
  addedAt: string;
  contactId: string;
  name: string;
  title: string | null;
  /** Null when the address is invalid: it is not a way to reach the person. */
  email: string | null;
  emailStatus: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  organization: string;
};

export const prospectingKeys = {
  organizations: (companyId: string | undefined, q = '') => ['organizations', companyId ?? null, q] as const,
  organization: (id: string) => ['organization', id] as const,
  research: (orgId: string) => ['research', orgId] as const,
  pitches: (orgId: string, products: string[] = []) => ['pitches', orgId, ...products] as const,
  contactLists: (orgId: string) => ['contacts', orgId] as const,
  contacts: (orgId: string, sort: 'fit' | 'newest', filter: ContactsFilter = {}) =>
    ['contacts', orgId, sort, filter.q ?? '', filter.solution?.id ?? '', filter.solution?.product ?? ''] as const,
  contact: (id: string) => ['contact', id] as const,
  // Not under contactLists: those caches hold contact lists only.
  discoveryRun: (orgId: string) => ['discovery-run', orgId] as const,
  outreach: (companyId: string | undefined) => ['outreach', companyId ?? null] as const,
};

/** The picker's list: one organization per name, best fit first, searched by name on the server, a page at a time. */
export const organizationsPath = (q: string) => `/organizations?distinct=name${q ? `&q=${encodeURIComponent(q)}` : ''}`;
export const getOrganization = (id: string) =>
  api<{ organization: Organization }>(`/organizations/${id}`).then((r) => r.organization);
export const getResearch = (orgId: string) =>
  api<{ research: AccountResearch | null }>(`/organizations/${orgId}/research`).then((r) => r.research);
/** A cursor page of an organization's pitches, newest first. */
export type PitchesResult = { pitches: Pitch[]; total: number; nextCursor: string | null };
/** The organization's pitches, newest first, narrowed on the server to these solutions' pitches (one each). */
export function pitchesPath(orgId: string, products: string[]) {
  const params = new URLSearchParams(products.map((product) => ['solution', product]));
  return `/organizations/${orgId}/pitches?${params.toString()}`;
}
export const listPitches = (orgId: string, products: string[]) =>
  api<PitchesResult>(pitchesPath(orgId, products)).then((r) => r.pitches);
/** The organization's contact list, sorted and filtered on the server, a page at a time (`&cursor=` for the next). */
export function contactsPath(orgId: string, sort: 'fit' | 'newest', filter: ContactsFilter = {}, limit?: number) {
  const params = new URLSearchParams({ sort });
  if (filter.q) params.set('q', filter.q);
  if (filter.solution?.id) params.set('solutionId', filter.solution.id);
  if (filter.solution) params.set('solution', filter.solution.product);
  if (limit) params.set('limit', String(limit));
  return `/organizations/${orgId}/contacts?${params.toString()}`;
}
/** The first page of the list (`limit` rows; each one shown counts as a view). */
export const listContacts = (orgId: string, sort: 'fit' | 'newest', filter: ContactsFilter = {}, limit?: number) =>
  api<ContactsResult>(contactsPath(orgId, sort, filter, limit));
export const getContact = (id: string) => api<{ contact: Contact }>(`/contacts/${id}`).then((r) => r.contact);

export async function runAccountResearch(organizationId: string) {
  const result = await invokeFunction<{ success: boolean; research: AccountResearch | null; error?: string }>(
    'account-research',
    { organizationId },
  );
  return requireSuccess(result, 'Research failed').research;
}

export async function generatePitch(organizationId: string, solution: RecommendedSolution) {
  const result = await invokeFunction<{ success: boolean; created: boolean; pitch: Pitch; error?: string }>(
    'generate-pitch',
    { organizationId, solution },
  );
  return requireSuccess(result, 'Pitch generation failed');
}

export async function discoverContacts(body: {
  organizationId: string;
  solutionContext?: RecommendedSolution;
  includeMobile?: boolean;
}) {
  return requireSuccess(await invokeFunction<DiscoveryResult>('contact-discovery', body), 'Contact discovery failed');
}

export async function startDeepResearch(contactId: string) {
  return requireSuccess(
    await invokeFunction<{ success: boolean; status: string; error?: string }>('deep-contact-research', { contactId }),
    'Contact research failed',
  );
}

/** log_contact_access: failures are only warned (core-workflow section 7). */
export async function logContactAccess(contactId: string, accessType: AccessType) {
  try {
    await api(`/contacts/${contactId}/access`, { body: { accessType } });
  } catch (error) {
    console.warn('Failed to log contact access', error);
  }
}

/** The outreach list, newest first, a page at a time. */
export const OUTREACH_PATH = '/outreach';
export const addToOutreach = (contactId: string) =>
  api<{ success: boolean; added: boolean }>('/outreach', { body: { contactId } });
export const removeFromOutreach = (id: string) => api<{ success: boolean }>(`/outreach/${id}`, { method: 'DELETE' });
export const OUTREACH_CSV_URL = '/api/outreach?format=csv';

export const latestDiscoveryRun = (orgId: string) =>
  api<{ run: DiscoveryRun | null }>(`/organizations/${orgId}/discovery-runs/latest`).then((r) => r.run);
export const forgetContact = (contactId: string) =>
  api<{ success: boolean }>(`/contacts/${contactId}/forget`, { method: 'POST', body: {} });
