// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { TestingPage } from './testing-page';

const NAMES = ['Database', 'Migrations current', 'Job queue round trip'];
const RUN = {
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: '2026-01-01T10:00:01.000Z',
  durationMs: 812,
  passed: 2,
  failed: 1,
  results: [
    { name: 'Database', status: 'passed', durationMs: 2.4, detail: 'PGlite answered select 1' },
    { name: 'Migrations current', status: 'passed', durationMs: 3, detail: '5 of 5 applied' },
    {
      name: 'Job queue round trip',
      status: 'failed',
      durationMs: 10_000,
      detail: 'No worker completed the job within 10 s',
    },
  ],
};

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  auth: { realPlatformRoles: ['tech_support'] as string[], impersonating: false },
}));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestingPage />
    </QueryClientProvider>,
  );
}

const statuses = () =>
  screen
    .getAllByTestId('check-row')
    .map((row) => [row.dataset.check, within(row).getByTestId('status-badge').dataset.status]);

describe('TestingPage', () => {
  beforeEach(() => {
    mocks.auth = { realPlatformRoles: ['tech_support'], impersonating: false };
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('restricts access to tech support and super admins without calling the server', () => {
    mocks.auth = { realPlatformRoles: [], impersonating: false };
    renderPage();
    expect(screen.getByTestId('access-restricted').textContent).toContain(
      'Access Restricted: You need one of these roles: tech_support, super_admin',
    );
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it('lists every check as pending before the first run, then shows each result with its duration', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mocks.api.mockImplementation((path: string) =>
      path === '/system/checks/last'
        ? Promise.resolve({ checks: NAMES, run: null })
        : new Promise((resolve) => (finish = resolve)),
    );
    renderPage();
    await waitFor(() => expect(statuses()).toEqual(NAMES.map((n) => [n, 'pending'])));
    fireEvent.click(screen.getByTestId('run-checks'));
    await waitFor(() => expect(statuses()).toEqual(NAMES.map((n) => [n, 'running'])));
    expect(mocks.api).toHaveBeenCalledWith('/system/checks/run', { method: 'POST' });
    finish(RUN);
    await waitFor(() =>
      expect(statuses()).toEqual([
        ['Database', 'passed'],
        ['Migrations current', 'passed'],
        ['Job queue round trip', 'failed'],
      ]),
    );
    expect(screen.getAllByTestId('check-duration').map((d) => d.textContent)).toEqual(['2.4 ms', '3 ms', '10 s']);
    expect(screen.getByText('No worker completed the job within 10 s')).toBeTruthy();
    expect(screen.getByTestId('run-summary').textContent).toMatch(/2 passed, 1 failed in 812 ms/);
    expect(mocks.toast.error).toHaveBeenCalledWith('1 of 3 checks failed');
  });

  it('toasts the spec words when the results cannot be loaded', async () => {
    mocks.api.mockRejectedValue(new ApiError(500, 'Something went wrong. Please try again.', null));
    renderPage();
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to load test results', {
        description: 'Something went wrong. Please try again.',
      }),
    );
  });

  it('toasts the spec words when a run fails', async () => {
    mocks.api.mockImplementation((path: string) =>
      path === '/system/checks/last'
        ? Promise.resolve({ checks: NAMES, run: null })
        : Promise.reject(new ApiError(503, 'Unavailable', null)),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('check-row')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('run-checks'));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to run tests', { description: 'Unavailable' }),
    );
    expect(statuses()).toEqual(NAMES.map((n) => [n, 'pending']));
  });
});
