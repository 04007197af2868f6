// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrganizationPicker } from './organization-picker';
import { useOrganizations, useSelectedOrganization } from './use-organizations';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => ({ currentCompany: { id: 'c1' } }) }));

const org = (id: string, name: string, fitScore: number) => ({
  id,
  name,
  fitScore,
  fitCategory: 'good',
  createdAt: '2026-01-02T00:00:00Z',
  industry: null,
  location: null,
  website: null,
  aiReasoning: null,
  source: 'directory',
});

function Screen() {
  const { organizations, loading } = useOrganizations();
  const { selected, select } = useSelectedOrganization(organizations, !loading);
  return (
    <>
      <OrganizationPicker selected={selected} onSelect={select} />
      <span data-testid="selected">{selected?.name ?? 'none'}</span>
    </>
  );
}

function renderPicker(url = '/dashboard/research') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const options = () =>
  screen.getAllByTestId('organization-option').map((o) => o.textContent?.replace(/\d+% Fit.*$/, ''));

describe('OrganizationPicker: server pages and search', () => {
  beforeEach(() => {
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/organizations?distinct=name')
        return { organizations: [org('o1', 'Acme', 90), org('o2', 'Globex', 80)], total: 3, nextCursor: 'after-o2' };
      if (path === '/organizations?distinct=name&cursor=after-o2')
        return { organizations: [org('o3', 'Initech', 70)], total: 3, nextCursor: null };
      if (path === '/organizations?distinct=name&q=umbrella%20co')
        return { organizations: [org('o9', 'Umbrella Co', 20)], total: 1, nextCursor: null };
      if (path === '/organizations/o7') return { organization: org('o7', 'Hooli', 10) };
      throw new Error(`unexpected ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the first 50 (here 2) with the total, and loads more on Load more', async () => {
    renderPicker();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Company' }));
    expect(await screen.findByText('Showing 2 of 3 companies')).toBeTruthy();
    expect(options()).toEqual(['Acme', 'Globex']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 companies')).toBeTruthy();
    expect(options()).toEqual(['Acme', 'Globex', 'Initech']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(screen.getAllByTestId('organization-option')[2]!);
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('Initech'));
  });

  it('searches on the server, so a company beyond the loaded pages can be picked', async () => {
    renderPicker();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Company' }));
    await screen.findByText('Showing 2 of 3 companies');
    fireEvent.change(screen.getByPlaceholderText('Search companies...'), { target: { value: 'umbrella co' } });
    await waitFor(() => expect(options()).toEqual(['Umbrella Co']));
    expect(mocks.api).toHaveBeenCalledWith('/organizations?distinct=name&q=umbrella%20co');
    fireEvent.click(screen.getByTestId('organization-option'));
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('Umbrella Co'));
  });

  it('fetches the organization of ?org= when it is not on the first page', async () => {
    renderPicker('/dashboard/research?org=o7');
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('Hooli'));
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toContain('Hooli');
  });
});
