// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeopleSearchPage } from './people-search-page';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  role: 'member' as string,
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../app/auth-context', () => ({
  useAuth: () => ({ currentCompany: { id: 'c1' }, currentRole: mocks.role }),
}));

const RESULT = {
  contacts: [
    {
      id: 'k1',
      name: 'Ada Lovelace',
      title: 'CTO',
      email: 'ada@engines.example',
      emailStatus: 'verified',
      organizationId: 'o1',
      organizationName: 'Engines',
      source: 'apollo',
    },
  ],
  providerResults: [
    {
      provider: 'apollo',
      recordId: 'r1',
      name: 'Blake C***e',
      title: 'VP of Sales',
      location: null,
      organizationName: 'known.example',
      source: { source: 'apollo', label: 'Apollo people search' },
    },
  ],
  providerNote: 'Apollo people search: 1 person, not revealed and not charged.',
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PeopleSearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('PeopleSearchPage', () => {
  beforeEach(() => {
    mocks.role = 'member';
    mocks.api.mockReset();
  });
  afterEach(cleanup);

  it('sends the filters, shows contacts and provider results with their source, then saves the chosen people', async () => {
    mocks.api.mockImplementation(async (path: string) =>
      path === '/people-search'
        ? { result: RESULT }
        : {
            rows: [{ recordId: 'r1', outcome: 'saved', message: 'Saved with the revealed work e-mail.', charged: 1 }],
            charged: 1,
          },
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Titles'), { target: { value: 'VP of Sales, CTO' } });
    fireEvent.change(screen.getByLabelText('Organization size (min,max employees)'), {
      target: { value: '11,50; 51, 200' },
    });
    fireEvent.click(screen.getByLabelText('executive'));
    fireEvent.click(screen.getByRole('button', { name: 'Search people' }));
    await screen.findByText('Ada Lovelace');
    expect(mocks.api).toHaveBeenCalledWith('/people-search', {
      body: expect.objectContaining({
        titles: ['VP of Sales', 'CTO'],
        employeeRanges: ['11,50', '51,200'],
        seniorities: ['executive'],
      }),
    });
    expect(screen.getByText('Apollo people search')).toBeTruthy();
    expect(screen.getByText(RESULT.providerNote)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Choose Blake C***e'));
    fireEvent.click(screen.getByRole('button', { name: /^Save 1/ }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/people-search/save', {
        body: { people: [{ provider: 'apollo', recordId: 'r1' }] },
      }),
    );
    await screen.findByText('Saved with the revealed work e-mail.');
  });

  it('lets a viewer search but not save', async () => {
    mocks.role = 'viewer';
    mocks.api.mockResolvedValue({ result: RESULT });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search people' }));
    await screen.findByText('Blake C***e');
    expect(screen.queryByLabelText('Choose Blake C***e')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});
