// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { contactsPageFor } from '../../shared/contact-pages.test-support';
import { ContactsPage } from './contacts-page';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invokeFunction: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
  refresh: vi.fn(),
  sources: [] as { url: string; emit: (type: string, data: unknown) => void }[],
}));
vi.mock('../../../../lib/api', async (original) => ({
  ...(await original<object>()),
  api: mocks.api,
  invokeFunction: mocks.invokeFunction,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../../app/auth-context', () => ({
  useAuth: () => ({ currentCompany: { id: 'c1' }, refresh: mocks.refresh }),
}));

class FakeEventSource {
  readyState = 1;
  onerror = null;
  private listeners: Record<string, ((e: { data: string }) => void)[]> = {};
  constructor(readonly url: string) {
    mocks.sources.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners[type] ?? []) fn({ data: JSON.stringify(data) });
  }
}
vi.stubGlobal('EventSource', FakeEventSource);

// The page remembers per organization whether it has shown contacts, so the empty-state tests use their own.
const ORGS = ['o1', 'o2', 'o3'].map((id, i) => ({
  id,
  name: `Acme ${i}`,
  fitScore: 88 - i,
  fitCategory: 'great',
  createdAt: '2026-01-01T00:00:00Z',
}));
const contact = (over: Record<string, unknown> = {}) => ({
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

let state: { contacts: unknown[] | Error; single: unknown };
function renderPage(url = '/dashboard/contacts?org=o1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ContactsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContactsPage', () => {
  beforeEach(() => {
    state = { contacts: [], single: null };
    mocks.api.mockImplementation(async (path: string, options?: { body?: unknown }) => {
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
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists the security features and the first empty state', async () => {
    renderPage('/dashboard/contacts?org=o3');
    expect(await screen.findByText('No Contacts Discovered Yet')).toBeTruthy();
    const notice = screen.getByTestId('security-notice').textContent!;
    for (const text of ['90 days', 'All access is logged', '50 contact views', 'masked', 'Company-wide data isolation'])
      expect(notice).toContain(text);
    expect(screen.getByRole('button', { name: 'Discover Contacts' })).toBeTruthy();
  });

  it('says Discovery Complete when nothing was found', async () => {
    mocks.invokeFunction.mockResolvedValue({ success: true, skipped: false, contactsFound: 0, contacts: [] });
    renderPage('/dashboard/contacts?org=o3');
    fireEvent.click(await screen.findByRole('button', { name: 'Discover Contacts' }));
    await waitFor(() => expect(mocks.toast).toHaveBeenCalledWith('Discovery Complete', expect.anything()));
    expect(mocks.invokeFunction).toHaveBeenCalledWith('contact-discovery', {
      organizationId: 'o3',
      includeMobile: false,
    });
    expect(screen.getByText('No Contacts Discovered Yet')).toBeTruthy();
  });

  it('asks for organizations first', async () => {
    mocks.api.mockResolvedValue({ organizations: [] });
    renderPage('/dashboard/contacts');
    expect(await screen.findByText('No Organizations Found')).toBeTruthy();
  });

  it('says No Current Contacts when the contacts shown before are gone after a refresh', async () => {
    state.contacts = [contact({ organizationId: 'o2' })];
    mocks.invokeFunction.mockImplementation(async () => {
      state.contacts = [];
      return {
        success: true,
        skipped: false,
        contactsFound: 0,
        newCount: 0,
        charged: false,
        summary: '2 sources asked, no new people; no people provider connected',
        contacts: [],
      };
    });
    renderPage('/dashboard/contacts?org=o2');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh with Mobile Numbers' }));
    expect(await screen.findByText('No Current Contacts')).toBeTruthy();
    expect(mocks.invokeFunction).toHaveBeenCalledWith('contact-discovery', {
      organizationId: 'o2',
      includeMobile: true,
    });
    // Nothing new is news, not a success: the toast says what happened and that nothing was charged.
    expect(mocks.toast).toHaveBeenCalledWith('Contacts Refreshed', {
      description:
        'No new mobile numbers were found; nothing changed. 2 sources asked, no new people; no people provider connected. No credit was charged.',
      id: undefined,
    });
    expect(mocks.toast.success).not.toHaveBeenCalledWith('Contacts Refreshed', expect.anything());
  });

  it('reports a failed refresh and reloads', async () => {
    state.contacts = [contact()];
    mocks.invokeFunction.mockRejectedValue(new Error(''));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Contacts' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Refresh Failed', {
        description: 'Failed to refresh contacts. Please try again.',
        id: undefined,
      }),
    );
    expect(mocks.api.mock.calls.filter(([path]) => String(path).includes('/contacts?sort=fit')).length).toBeGreaterThan(
      1,
    );
  });

  it('reports the daily limit', async () => {
    state.contacts = new ApiError(
      429,
      'You have reached your daily access limit of 50 contact views. Please try again tomorrow.',
      null,
    );
    renderPage();
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Daily Limit Reached', {
        description: "You've reached your daily contact viewing limit. Please try again tomorrow.",
        id: 'daily-limit',
      }),
    );
  });

  it('shows contact cards with masked details, search and the actions', async () => {
    state.contacts = [contact()];
    renderPage();
    const card = await screen.findByTestId('contact-card');
    expect(screen.getByTestId('contacts-count').textContent).toBe('1 contact found');
    expect(within(card).getByText('•••-•••-0199')).toBeTruthy();
    expect(within(card).getByText('ada.lovelace@analytical-e...')).toBeTruthy();
    expect(within(card).getByText('Unverified')).toBeTruthy();
    expect(within(card).getByText('👑')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Call Mobile' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Refresh Contacts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh with Mobile Numbers' })).toBeTruthy();

    // Add to Sequence opens the enrolment dialog (the first e-mail for this contact), or saves to the Outreach List.
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Sequence' }));
    const dialog = await screen.findByTestId('add-to-sequence-dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Intro' })).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Sequence'), { target: { value: 's1' } });
    expect((await within(dialog).findByTestId('enrol-preview')).textContent).toContain('Subject: Hello Ada');
    expect(mocks.api).toHaveBeenCalledWith('/sequences/s1/preview', { body: { contactIds: ['k1'] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Outreach List' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Saved to Outreach List', expect.anything()));
    await waitFor(() => expect(screen.queryByTestId('add-to-sequence-dialog')).toBeNull());

    fireEvent.change(screen.getByPlaceholderText('Search contacts by name, title, or department...'), {
      target: { value: 'marketing' },
    });
    // The search runs on the server.
    expect(await screen.findByText('No contacts found matching your search')).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith('/organizations/o1/contacts?sort=fit&q=marketing');
    // The counter follows the search.
    expect(screen.getByTestId('contacts-count').textContent).toBe('0 of 1 contact');
  });

  it('shows the first 50 contacts with the total, and the next page on Load more', async () => {
    state.contacts = Array.from({ length: 60 }, (_, i) => contact({ id: `k${i + 100}`, name: `Person ${i}` }));
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('contact-card')).toHaveLength(50));
    expect(screen.getByTestId('contacts-count').textContent).toBe('60 contacts found');
    const more = screen.getByTestId('load-more');
    expect(more.textContent).toContain('Showing 50 of 60 contacts');
    fireEvent.click(within(more).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('contact-card')).toHaveLength(60));
    expect(mocks.api).toHaveBeenCalledWith('/organizations/o1/contacts?sort=fit&cursor=50');
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 60 of 60 contacts');
    expect(within(screen.getByTestId('load-more')).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('masks the phone and mobile on the card and shows both in full on the profile', async () => {
    const imported = contact({
      phone: '+1 415 555 0199',
      mobilePhone: '+1 628 555 0142',
      source: 'import',
      sourceUrl: null,
    });
    state.contacts = [imported];
    state.single = imported;
    renderPage();
    const card = await screen.findByTestId('contact-card');
    expect(within(card).getByText('•••-•••-0142')).toBeTruthy();
    expect(within(card).queryByText('+1 628 555 0142')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'View Full Profile' }));
    const info = within(await screen.findByTestId('contact-detail-dialog')).getByTestId('contact-info');
    expect(within(info).getByRole('link', { name: '+1 628 555 0142' }).getAttribute('href')).toBe(
      'tel:+1 628 555 0142',
    );
    expect(within(info).getByRole('link', { name: '+1 415 555 0199' })).toBeTruthy();
  });

  it('shows each e-mail status, the sources of the fields, the last run, and never offers an invalid or suppressed address', async () => {
    const page = {
      source: 'web',
      label: 'acme.example/team',
      url: 'https://acme.example/team',
      at: '2026-11-20T10:00:00Z',
    };
    const imported = { source: 'import', label: 'Import', at: '2026-11-01T10:00:00Z' };
    const check = (status: string) => ({
      status,
      reason: 'why',
      verifier: 'scoutline',
      label: 'E-mail checks',
      checkedAt: '2026-11-23T10:00:00Z',
      origin: 'found',
    });
    state.contacts = [
      contact({
        emailStatus: 'verified',
        emailCheck: check('verified'),
        fieldSources: { name: page, title: imported, email: page },
      }),
      contact({
        id: 'k2',
        name: 'Bad Address',
        email: 'bad@nowhere.invalid',
        emailStatus: 'invalid',
        emailCheck: check('invalid'),
        fieldSources: { name: imported },
      }),
      contact({ id: 'k3', name: 'Do Not Call', email: null, phone: null, emailStatus: 'unknown', doNotContact: true }),
    ];
    const run = {
      id: 'r1',
      createdAt: '2026-11-23T10:00:00Z',
      newCount: 0,
      charged: false,
      summary: 's',
      targetGoodContacts: 10,
      steps: [
        {
          source: 'web',
          label: 'Public pages',
          kind: 'people',
          status: 'ok',
          returned: 3,
          new: 2,
          enriched: 0,
          suppressed: 0,
          ms: 10,
        },
        {
          source: 'import',
          label: 'Imports',
          kind: 'people',
          status: 'ok',
          returned: 1,
          new: 0,
          enriched: 0,
          suppressed: 0,
          ms: 3,
        },
      ],
    };
    const base = mocks.api.getMockImplementation()!;
    mocks.api.mockImplementation(async (path: string, options?: unknown) =>
      path.endsWith('/discovery-runs/latest') ? { run } : base(path, options),
    );
    renderPage();
    const [ada, bad, dnc] = await screen.findAllByTestId('contact-card');
    expect(within(ada!).getByTestId('email-status').textContent).toBe('Verified');
    expect(within(ada!).getByTestId('card-sources').textContent).toContain('Found on acme.example/team');
    expect(within(ada!).getByTestId('card-sources').textContent).toContain('Title · Import');
    expect(within(ada!).getByTestId('card-sources').textContent).toContain(
      'E-mail · E-mail checks · verified Nov 23, 2026',
    );
    expect((within(ada!).getByRole('button', { name: 'Email' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(bad!).getByTestId('email-status').textContent).toBe('Invalid');
    expect((within(bad!).getByRole('button', { name: 'Email' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dnc!).getByTestId('do-not-contact')).toBeTruthy();
    for (const name of ['Email', 'Call Mobile', 'Add to Sequence'])
      expect((within(dnc!).getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    expect((await screen.findByTestId('discovery-trail')).textContent).toContain(
      'Public pages: 3 found, 2 new · Imports: 1 found, 0 new · No credit charged',
    );

    // The trail's cache is not a contact list: starting deep research (which writes into the lists) still works.
    state.single = contact();
    mocks.invokeFunction.mockResolvedValue({ success: true, status: 'researching' });
    fireEvent.click(within(ada!).getByRole('button', { name: 'View Full Profile' }));
    fireEvent.click(
      within(await screen.findByTestId('contact-detail-dialog')).getByRole('button', { name: 'Research Contact' }),
    );
    await waitFor(() =>
      expect(mocks.invokeFunction).toHaveBeenCalledWith('deep-contact-research', { contactId: 'k1' }),
    );
  });

  it('shows in the profile why deep research found nothing new (the site could not be read)', async () => {
    const note =
      'Could not read acme.example: the site did not answer in time. Nothing new was found about Ada Lovelace and no credit was charged.';
    const done = contact({ enrichmentStatus: 'completed', enrichedAt: '2026-01-02T00:09:00Z', enrichmentNote: note });
    state.contacts = [done];
    state.single = done;
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('contact-card')).getByRole('button', { name: 'View Full Profile' }),
    );
    const dialog = await screen.findByTestId('contact-detail-dialog');
    expect(within(dialog).getByTestId('enrichment-note').textContent).toBe(note);
  });

  it('runs deep research from the profile and follows it live to completion', async () => {
    state.contacts = [contact()];
    state.single = contact();
    mocks.invokeFunction.mockResolvedValue({ success: true, status: 'researching' });
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('contact-card')).getByRole('button', { name: 'View Full Profile' }),
    );
    const dialog = await screen.findByTestId('contact-detail-dialog');
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/contacts/k1/access', { body: { accessType: 'profile_view' } }),
    );
    expect(within(dialog).getByRole('link', { name: 'LinkedIn profile' }).getAttribute('href')).toBe(
      'https://linkedin.com/in/ada',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Research Contact' }));
    expect(await within(dialog).findByTestId('research-progress')).toBeTruthy();
    expect(within(dialog).getByText(/seconds remaining/)).toBeTruthy();
    // One "started" toast, in the spec's words, with the 5-10 minute estimate.
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith(
        'Deep Research Started',
        expect.objectContaining({ description: expect.stringContaining('5-10 minutes') }),
      ),
    );
    expect(mocks.toast).not.toHaveBeenCalledWith('Research Started', expect.anything());
    expect(within(dialog).queryByRole('button', { name: 'Research Contact' })).toBeNull();

    state.single = contact({
      enrichmentStatus: 'completed',
      enrichedAt: '2026-01-02T00:09:00Z',
      updatedAt: '2026-01-02T00:09:00Z',
      professionalBackground: '20 years in compilers',
    });
    act(() =>
      mocks.sources.at(-1)!.emit('contact', {
        contactId: 'k1',
        organizationId: 'o1',
        enrichmentStatus: 'completed',
        updatedAt: '2026-01-02T00:09:00Z',
      }),
    );
    expect(await within(dialog).findByText('20 years in compilers')).toBeTruthy();
    expect(mocks.toast.success).toHaveBeenCalledWith('Research Complete!', expect.anything());
    // The started toast is closed once the research has finished.
    expect(mocks.toast.dismiss).toHaveBeenCalledWith('contact-research-started-k1');
    expect(within(dialog).getAllByText('Not available from public sources').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Research completed/)).toBeTruthy();
    expect(mocks.sources.every((s) => s.url === '/api/events')).toBe(true);
  });

  it('shows only the completion when the research finished before the started toast would show', async () => {
    state.contacts = [contact()];
    state.single = contact();
    mocks.invokeFunction.mockResolvedValue({ success: true, status: 'researching' });
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('contact-card')).getByRole('button', { name: 'View Full Profile' }),
    );
    const dialog = await screen.findByTestId('contact-detail-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Research Contact' }));
    await waitFor(() =>
      expect(mocks.invokeFunction).toHaveBeenCalledWith('deep-contact-research', { contactId: 'k1' }),
    );
    state.single = contact({
      enrichmentStatus: 'completed',
      enrichedAt: '2026-01-02T00:00:01Z',
      updatedAt: '2026-01-02T00:00:01Z',
      professionalBackground: 'Wrote the first program',
    });
    act(() =>
      mocks.sources.at(-1)!.emit('contact', {
        contactId: 'k1',
        organizationId: 'o1',
        enrichmentStatus: 'completed',
        updatedAt: '2026-01-02T00:00:01Z',
      }),
    );
    expect(await within(dialog).findByText('Wrote the first program')).toBeTruthy();
    expect(mocks.toast.success).toHaveBeenCalledWith('Research Complete!', expect.anything());
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(mocks.toast.success).not.toHaveBeenCalledWith('Deep Research Started', expect.anything());
    expect(mocks.toast).not.toHaveBeenCalledWith('Research Started', expect.anything());
  });

  it('reverts and says so when deep research cannot start', async () => {
    state.contacts = [contact({ enrichmentStatus: 'failed' })];
    state.single = contact({ enrichmentStatus: 'failed' });
    mocks.invokeFunction.mockRejectedValue(new ApiError(500, 'Something went wrong. Please try again.', null));
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('contact-card')).getByRole('button', { name: 'View Full Profile' }),
    );
    const dialog = await screen.findByTestId('contact-detail-dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Research Failed', {
        description: 'Failed to start contact research. Please try again.',
        id: undefined,
      }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
