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
  provider: 'apollo',
  providers: [{ id: 'apollo', label: 'Apollo' }],
  providerFailed: false,
};
const PDL_RESULT = {
  ...RESULT,
  providerResults: [
    {
      provider: 'pdl',
      recordId: 'r1',
      name: 'Blake Crane',
      title: 'VP of Sales',
      location: 'Austin, Texas, United States',
      organizationName: 'Known',
      source: { source: 'pdl', label: 'People Data Labs people search' },
    },
  ],
  providerNote: 'People Data Labs people search: 1 person, not revealed and not charged.',
  provider: 'pdl',
  providers: [
    { id: 'apollo', label: 'Apollo' },
    { id: 'pdl', label: 'People Data Labs' },
  ],
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

  it('sends the filters, shows contacts and provider results with their source, saves the chosen', async () => {
    mocks.api.mockImplementation(async (path: string) =>
      path === '/people-search'
        ? { result: RESULT }
        : {
            rows: [
              {
                provider: 'apollo',
                recordId: 'r1',
                outcome: 'saved',
                message: 'Saved with the revealed work e-mail.',
                charged: 1,
              },
            ],
            charged: 1,
          },
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Titles'), { target: { value: 'VP of Sales, CTO' } });
    fireEvent.click(screen.getByLabelText('11–50'));
    fireEvent.click(screen.getByLabelText('10,001+'));
    fireEvent.click(screen.getByLabelText('executive'));
    fireEvent.click(screen.getByRole('button', { name: 'Search people' }));
    await screen.findByText('Ada Lovelace');
    // The company's contact shows its e-mail status and its source by the provider's name.
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Apollo', { selector: 'td' })).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith('/people-search', {
      body: expect.objectContaining({
        titles: ['VP of Sales', 'CTO'],
        employeeRanges: ['11,50', '10001,1000000'],
        seniorities: ['executive'],
      }),
    });
    expect(screen.getByTitle('Apollo people search').textContent).toBe('Apollo');
    // One provider connected: nothing to choose between.
    expect(screen.queryByTestId('people-provider-choice')).toBeNull();
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

  it('offers the provider choice when two are connected, searches the one picked, saves with it', async () => {
    mocks.api.mockImplementation(async (path: string, { body }: { body: any }) =>
      path === '/people-search'
        ? {
            result:
              body.provider === 'pdl' ? PDL_RESULT : { ...PDL_RESULT, ...RESULT, providers: PDL_RESULT.providers },
          }
        : {
            rows: [
              { provider: 'pdl', recordId: 'r1', outcome: 'do-not-contact', message: 'On your list.', charged: 0 },
            ],
            charged: 0,
          },
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search people' }));
    const pdl = await screen.findByLabelText('People Data Labs');
    expect((screen.getByLabelText('Apollo') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(pdl);
    await screen.findByText('Blake Crane');
    expect(mocks.api).toHaveBeenLastCalledWith('/people-search', {
      body: expect.objectContaining({ provider: 'pdl' }),
    });
    expect(screen.getByTitle('People Data Labs people search').textContent).toBe('People Data Labs');
    fireEvent.click(screen.getByLabelText('Choose Blake Crane'));
    fireEvent.click(screen.getByRole('button', { name: /^Save 1/ }));
    await screen.findByText('On your list.');
    expect(mocks.api).toHaveBeenLastCalledWith('/people-search/save', {
      body: { people: [{ provider: 'pdl', recordId: 'r1' }] },
    });
  });

  it('says a provider failure and a refused search in words on the page', async () => {
    const note = 'People Data Labs people search failed: People Data Labs refused the API key.';
    mocks.api.mockResolvedValueOnce({
      result: { ...PDL_RESULT, providerResults: [], providerFailed: true, providerNote: note },
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search people' }));
    expect((await screen.findByTestId('people-provider-error')).textContent).toContain(note);
    mocks.api.mockRejectedValueOnce(new Error('Give each size as min,max employees, e.g. 11,50.'));
    fireEvent.click(screen.getByRole('button', { name: 'Search people' }));
    expect((await screen.findByTestId('people-search-error')).textContent).toContain('Give each size as min,max');
  });
});
