// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

describe('ContactsPage: deep research from the profile', () => {
  beforeEach(() => {
    state = { contacts: [], single: null };
    fakeContactsApi(mocks.api, state);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('runs deep research from the profile and follows it live to completion', async () => {
    state.contacts = [contact()];
    state.single = contact();
    mocks.invokeFunction.mockResolvedValue({ success: true, status: 'researching' });
    renderContactsPage();
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
      FakeEventSource.opened.at(-1)!.emit('contact', {
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
    expect(FakeEventSource.opened.every((s) => s.url === '/api/events')).toBe(true);
  });

  it('shows only the completion when the research finished before the started toast would show', async () => {
    state.contacts = [contact()];
    state.single = contact();
    mocks.invokeFunction.mockResolvedValue({ success: true, status: 'researching' });
    renderContactsPage();
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
      FakeEventSource.opened.at(-1)!.emit('contact', {
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
    renderContactsPage();
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
