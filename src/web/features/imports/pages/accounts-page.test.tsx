// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestMapping } from '#domain/csv/account-mapping';
import { readCsvTable } from '#domain/csv/csv-table';
import { AccountsPage } from './accounts-page';

// Vitest runs from the repository root (import.meta.url is not a file URL under happy-dom).
const csv = readFileSync(path.resolve('src/server/test/fixtures/csv/accounts-mixed.csv'), 'utf8');
const ACCOUNT = {
  id: 'a1',
  name: 'Northwind Traders',
  domain: 'northwind.example.com',
  industry: 'Wholesale',
  sizeRange: '1001-5000',
  employeeCount: 1250,
  location: 'Seattle, WA',
  revenueRange: '$100M-$1B',
  founded: 1998,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const RESULT = {
  imported: 5,
  merged: 2,
  skipped: 2,
  errors: [
    { line: 9, message: 'Line 9: name is empty' },
    { line: 10, message: "Line 10: founded '19x5' is not a year" },
  ],
};

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
  auth: { currentRole: 'member', currentCompany: { id: 'c1' } } as Record<string, unknown>,
}));
vi.mock('../../../lib/api', () => ({ api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

/** A fake server: previews with the real domain code, answers imports and lists with fixtures. */
function fakeApi(
  path: string,
  options: { body?: { csv: string; kind: 'accounts' | 'contacts' }; method?: string } = {},
) {
  if (path === '/imports/preview') {
    const table = readCsvTable(options.body!.csv);
    const sample = table.rows.slice(0, 10);
    const values = sample.map((r) => r.values);
    return Promise.resolve({
      headers: table.headers,
      totalRows: table.dataRows,
      sample: values,
      sampleLines: sample.map((r) => r.line),
      suggestedMapping: suggestMapping(table.headers, options.body!.kind, values),
    });
  }
  if (path === '/imports/accounts' && options.body) return Promise.resolve(RESULT);
  if (path.startsWith('/imports/accounts')) return Promise.resolve({ accounts: [ACCOUNT], total: 1 });
  // Table or cards: this user has not chosen, so the cards the page always had.
  if (path === '/preferences/tables') return Promise.resolve({ preferences: {} });
  return Promise.reject(new Error(`unexpected ${path}`));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccountsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AccountsPage', () => {
  beforeEach(() => {
    mocks.auth = { currentRole: 'member', currentCompany: { id: 'c1' } };
    mocks.api.mockImplementation(fakeApi);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('uploads, previews with the suggested mapping, imports and shows counts with line-numbered errors', async () => {
    renderPage();
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CSV file'), {
      target: { files: [new File([csv], 'accounts.csv', { type: 'text/csv' })] },
    });

    const mapping = await screen.findByTestId('mapping-card');
    expect(within(mapping).getByRole('combobox', { name: 'Company name column' }).textContent).toBe('Organization');
    expect(within(mapping).getByRole('combobox', { name: 'Industry column' }).textContent).toBe('Not imported');
    expect((within(mapping).getByLabelText('Revenue is in millions of USD') as HTMLInputElement).checked).toBe(true);
    const preview = within(mapping).getByTestId('import-preview');
    expect(preview.textContent).toContain('Fabrikam, Inc.');
    expect(preview.textContent).toContain('1,250 (1001-5000)');
    expect(preview.textContent).toContain('Line 9: name is empty (will be skipped)');

    fireEvent.click(within(mapping).getByTestId('import-button'));
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByTestId('result-imported').textContent).toBe('5');
    expect(within(result).getByTestId('result-skipped').textContent).toBe('2');
    expect(within(result).getByTestId('import-errors').textContent).toContain("Line 10: founded '19x5' is not a year");
    const call = mocks.api.mock.calls.find(([path, options]) => path === '/imports/accounts' && options?.body);
    expect(call![1].body.mapping).toEqual({
      columns: expect.objectContaining({ name: 'Organization', revenue: 'REVENUES' }),
      revenueInMillions: true,
    });
    expect(mocks.toast.warning).toHaveBeenCalledWith('Import finished with 2 skipped rows', {
      description: '5 imported, 2 merged',
    });
  });

  it('refuses an accounts file over 200 MB without calling the server', async () => {
    renderPage();
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 201 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [big] } });
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('The CSV file is larger than 200 MB'));
    expect(mocks.api).not.toHaveBeenCalledWith('/imports/preview', expect.anything());
  });

  it('previews an accounts file over 5 MB from its first lines (it is streamed on import)', async () => {
    renderPage();
    const big = new File(['Name,Website\nAcme,acme.com\nBeta,be'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [big] } });
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/imports/preview', {
        body: { csv: 'Name,Website\nAcme,acme.com\n', kind: 'accounts' },
      }),
    );
  });

  it('loads more imported accounts on Load more, and searches on the server', async () => {
    const account = (n: number) => ({ ...ACCOUNT, id: `a${n}`, name: `Account ${n}` });
    const pages: Record<string, unknown> = {
      '/imports/accounts': { accounts: [account(1), account(2)], total: 3, nextCursor: 'after-2' },
      '/imports/accounts?cursor=after-2': { accounts: [account(3)], total: 3, nextCursor: null },
      '/imports/accounts?q=acme': { accounts: [account(9)], total: 1, nextCursor: null },
    };
    mocks.api.mockImplementation((path: string, options?: { body?: unknown }) =>
      path in pages && !options?.body ? Promise.resolve(pages[path]) : fakeApi(path, options as never),
    );
    renderPage();
    expect(await screen.findByText('Showing 2 of 3 accounts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Account 3')).toBeTruthy();
    expect(screen.getAllByTestId('imported-account')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 accounts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'acme' } });
    expect(await screen.findByText('Account 9')).toBeTruthy();
    expect(screen.getAllByTestId('imported-account')).toHaveLength(1);
  });

  it('shows viewers the list without upload or delete controls', async () => {
    mocks.auth = { currentRole: 'viewer', currentCompany: { id: 'c1' } };
    renderPage();
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    expect(screen.getByText('View only')).toBeTruthy();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Northwind Traders' })).toBeNull();
  });
});
