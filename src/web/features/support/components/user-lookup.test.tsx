// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserLookup } from './user-lookup';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => ({ realUser: { id: 'support' } }) }));

const fetchMock = vi.fn();
const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const RESULT = {
  userId: 'u1',
  email: 'ada@acme.io',
  username: 'ada',
  companyName: 'Acme',
  currentCompanyName: null,
  isProtected: false,
  createdAt: '2026-01-02T00:00:00Z',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('UserLookup', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('searches on Enter, shows the results, and clears them when the box is emptied', async () => {
    fetchMock.mockImplementation(() => reply(200, { users: [RESULT] }));
    render(<UserLookup />, { wrapper });
    const box = screen.getByLabelText('Search users');
    fireEvent.change(box, { target: { value: ' Ada ' } });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(screen.getAllByTestId('user-result')).toHaveLength(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/support/users?q=Ada');
    expect(screen.getByText('ada@acme.io')).toBeTruthy();
    expect(screen.getByText('u1')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryAllByTestId('user-result')).toHaveLength(0);
  });

  it('opens the detail panel; a user without a profile shows User Not Found', async () => {
    fetchMock.mockImplementation((url: string) =>
      url.includes('/support/users/') ? reply(404, { message: 'User Not Found' }) : reply(200, { users: [RESULT] }),
    );
    render(<UserLookup />, { wrapper });
    const box = screen.getByLabelText('Search users');
    fireEvent.change(box, { target: { value: 'ada' } });
    fireEvent.submit(box.closest('form')!);
    fireEvent.click(await screen.findByTestId('user-result'));
    expect(await screen.findByTestId('user-not-found')).toBeTruthy();
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });

  it('toasts the search error', async () => {
    fetchMock.mockImplementation(() => reply(500, { message: 'boom' }));
    render(<UserLookup />, { wrapper });
    const box = screen.getByLabelText('Search users');
    fireEvent.change(box, { target: { value: 'ada' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Search Error', {
        description: 'Failed to search users. Please try again.',
      }),
    );
  });
});
