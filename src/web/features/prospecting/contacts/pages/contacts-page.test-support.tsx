import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Mock } from 'vitest';
import { contactsPageFor } from '../../shared/contact-pages.test-support';
import { ContactsPage } from './contacts-page';

/** The live-event stream the page opens, faked: tests emit events on the sources it opened. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror = null;
  private listeners: Record<string, ((e: { data: string }) => void)[]> = {};
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners[type] ?? []) fn({ data: JSON.stringify(data) });
  }
}

// The page remembers per organization whether it has shown contacts, so the empty-state tests use their own.
export const ORGS = ['o1', 'o2', 'o3'].map((id, i) => ({
  id,
  name: `Acme ${i}`,
  fitScore: 88 - i,
  fitCategory: 'great',
  createdAt: '2026-01-01T00:00:00Z',
}));
export const contact = (over: Record<string, unknown> = {}) => ({
  id: 'k1',
  organizationId: 'o1',
  name: 'Ada Lovelace',
  title: 'CTO',
  department: 'Engineering',
  email: 'ada.lovelace@analytical-engines.example',
  phone: '+1 415 555 0199',
  mobilePhone: null,
  linkedinUrl: 'linkedin.com/in/ada',
  location: 'London',
  seniorityLevel: 'executive',
  fitScore: 92,
  fitCategory: 'perfect',
  aiReasoning: 'Owns the platform',
  bestApproach: 'Lead with build times',
  recentActivity: 'Spoke at DocsConf',
  associatedSolution: null,
  solutionId: null,
  source: 'web',
  sourceUrl: 'https://acme.example/team',
  isVerified: false,
  emailStatus: 'unknown',
  emailCheck: null,
  fieldSources: {},
  profileSources: {},
  doNotContact: false,
  enrichmentStatus: 'pending',
  enrichedAt: null,
  dataExpiresAt: '2026-04-01T00:00:00Z',
  accessCount: 3,
  professionalBackground: null,
  educationBackground: null,
  skillsExpertise: null,
  recentAchievements: null,
  companyContext: null,
  personalInterests: null,
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  ...over,
});

/** What the faked API answers: the listed contacts (or the error listing them gives) and the one opened. */
export type FakeContactsState = { contacts: unknown[] | Error; single: unknown };

/** Makes `api` answer the page's requests from `state` (read at each request, so tests can change it). */
export function fakeContactsApi(api: Mock, state: FakeContactsState) {
  api.mockImplementation(async (path: string, options?: { body?: unknown }) => {
    if (path.startsWith('/organizations?')) return { organizations: ORGS, total: ORGS.length, nextCursor: null };
    if (path.includes('/contacts?sort=fit')) {
      if (state.contacts instanceof Error) throw state.contacts;
      return contactsPageFor(state.contacts as ReturnType<typeof contact>[], path);
    }
    if (path === '/contacts/k1') return { contact: state.single };
    if (path === '/outreach')
      return { success: true, added: (options?.body as { contactId: string }).contactId === 'k1' };
    if (path === '/sequences')
      return { sequences: [{ id: 's1', name: 'Intro', steps: [], counts: {} }], role: 'member' };
    if (path === '/sequences/s1/preview')
      return {
        mailbox: { id: 'm1', fromAddress: 'me@sender.test' },
        contacts: [
          {
            contactId: 'k1',
            name: 'Ada Lovelace',
            email: 'ada@x.test',
            emailStatus: 'verified',
            refusal: null,
            needsConfirmation: null,
            preview: { subject: 'Hello Ada', text: 'Hi Ada' },
            blocked: null,
          },
        ],
      };
    return { success: true };
  });
}

export function renderContactsPage(url = '/dashboard/contacts?org=o1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ContactsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
