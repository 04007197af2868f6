import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Mock } from 'vitest';
import { TargetingPage } from './targeting-page';

export const org = (id: string, name: string, fitScore: number, fitCategory: string, source = 'directory') => ({
  id,
  analysisSessionId: 'done',
  name,
  industry: 'Software',
  sizeRange: '51-200',
  employeeCount: null,
  location: 'Berlin, Germany',
  revenueRange: null,
  website: `https://${id}.example`,
  founded: null,
  description: null,
  source,
  aiReasoning: `Why ${name}`,
  fitScore,
  fitCategory,
  createdAt: '2026-01-02T00:00:00.000Z',
});
export const ORGS = [
  org('b', 'Beta', 62, 'good'),
  org('a', 'Alpha', 91, 'great', 'import'),
  org('c', 'Gamma', 80, 'great'),
  org('d', 'Delta', 20, 'poor'),
];

/** The page's live-event stream (/api/events), driven by the test through the streams it opened. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror = null;
  private listeners: Record<string, ((e: { data: string }) => void)[]> = {};
  constructor() {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {}
  emit(type: string, data: unknown) {
    act(() => this.listeners[type]?.forEach((fn) => fn({ data: JSON.stringify(data) })));
  }
}

export function renderTargetingPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TargetingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const RUN_CHARTS = {
  fit: [
    { label: 'Great Fit', count: 1 },
    { label: 'Good Fit', count: 1 },
    { label: 'Okay Fit', count: 1 },
    { label: 'Poor Fit', count: 1 },
  ],
  industries: [{ label: 'Software', count: 4 }],
  sizes: [{ label: 'Not available', count: 4 }],
};

export const cards = () =>
  screen.queryAllByTestId('organization-card').map((c) => within(c).getByRole('heading').textContent);

/** Makes `api` answer GET /targeting with `targeting()` (read at each request), the run's charts, no accounts. */
export function fakeTargetingApi(api: Mock, targeting: () => unknown) {
  api.mockImplementation((path: string) =>
    Promise.resolve(
      path === '/targeting'
        ? targeting()
        : path.startsWith('/dashboard/charts?session=')
          ? RUN_CHARTS
          : { accounts: [], total: 0 },
    ),
  );
}
