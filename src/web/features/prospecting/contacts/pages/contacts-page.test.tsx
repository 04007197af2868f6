// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api';
import {
  contact,
  fakeContactsApi,
  type FakeContactsState,
  FakeEventSource,
  renderContactsPage,
} from './contacts-page.test-support';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invokeFunction: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
  refresh: vi.fn(),
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
vi.stubGlobal('EventSource', FakeEventSource);

let state: FakeContactsState;

describe('ContactsPage', () => {
  beforeEach(() => {
    state = { contacts: [], single: null };
    fakeContactsApi(mocks.api, state);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists the security features and the first empty state', async () => {
    renderContactsPage('/dashboard/contacts?org=o3');
    expect(await screen.findByText('No Contacts Discovered Yet')).toBeTruthy();
    const notice = screen.getByTestId('security-notice').textContent!;
    for (const text of ['90 days', 'All access is logged', '50 contact views', 'masked', 'Company-wide data isolation'])
      expect(notice).toContain(text);
    expect(screen.getByRole('button', { name: 'Discover Contacts' })).toBeTruthy();
  });

  it('says Discovery Complete when nothing was found', async () => {
    mocks.invokeFunction.mockResolvedValue({ success: true, skipped: false, contactsFound: 0, contacts: [] });
    renderContactsPage('/dashboard/contacts?org=o3');
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
    renderContactsPage('/dashboard/contacts');
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
    renderContactsPage('/dashboard/contacts?org=o2');
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
    renderContactsPage();
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
    renderContactsPage();
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Daily Limit Reached', {
        description: "You've reached your daily contact viewing limit. Please try again tomorrow.",
        id: 'daily-limit',
      }),
    );
  });

  it('shows contact cards with masked details, search and the actions', async () => {
    state.contacts = [contact()];
    renderContactsPage();
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
    renderContactsPage();
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
});
