// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('ContactsPage: cards and the profile', () => {
  beforeEach(() => {
    state = { contacts: [], single: null };
    fakeContactsApi(mocks.api, state);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
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
    renderContactsPage();
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
    renderContactsPage();
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
    renderContactsPage();
    fireEvent.click(
      within(await screen.findByTestId('contact-card')).getByRole('button', { name: 'View Full Profile' }),
    );
    const dialog = await screen.findByTestId('contact-detail-dialog');
    expect(within(dialog).getByTestId('enrichment-note').textContent).toBe(note);
  });
});
