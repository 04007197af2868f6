// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCharts as Charts } from '#domain/charts';
import { DashboardCharts } from './dashboard-charts';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api: mocks.api }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => ({ currentCompany: { id: 'c1' } }) }));

function renderCharts() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<DashboardCharts />, { wrapper });
}

const days = (used: number[]) => used.map((n, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, used: n }));
const EMPTY: Charts = {
  fit: [{ label: 'Great Fit', count: 0 }],
  industries: [],
  sizes: [],
  seniority: [{ label: 'Executive', count: 0 }],
  emailStatus: [],
  creditsByDay: days([0, 0, 0]),
};

describe('DashboardCharts', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('gives every chart its figures as a table for screen readers, the picture hidden from them', async () => {
    mocks.api.mockResolvedValue({
      ...EMPTY,
      fit: [
        { label: 'Great Fit', count: 3 },
        { label: 'Poor Fit', count: 1 },
      ],
      industries: [{ label: 'Software', count: 4 }],
      seniority: [{ label: 'Director', count: 2 }],
      emailStatus: [{ label: 'Verified', count: 2 }],
      creditsByDay: days([1, 0, 2]),
    } satisfies Charts);
    renderCharts();
    const section = await screen.findByTestId('dashboard-charts');
    expect(mocks.api).toHaveBeenCalledWith('/dashboard/charts');
    const fit = within(section).getByRole('table', { name: 'Organizations by fit' });
    expect(within(fit).getByRole('row', { name: 'Great Fit 3' })).toBeTruthy();
    const credits = within(section).getByRole('table', { name: 'Credits used per day over the last 30 days' });
    expect(within(credits).getAllByRole('row')).toHaveLength(4);
    expect(within(credits).getByRole('row', { name: 'Nov 3 2' })).toBeTruthy();
    expect(section.textContent).toContain('3 in all · most in a day 2');
    for (const picture of section.querySelectorAll('ul')) expect(picture.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows nothing before there is anything to picture', async () => {
    mocks.api.mockResolvedValue(EMPTY);
    const { container } = renderCharts();
    await vi.waitFor(() => expect(mocks.api).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('[data-testid="dashboard-charts"]')).toBeNull();
  });
});
