// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_FIELD_MAPPING, type CrmConnectionDto } from '#domain/crm';
import { CrmCards } from './crm-card';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/api', () => ({ api: mocks.api, ApiError: class extends Error {} }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const SALESFORCE: CrmConnectionDto = {
  id: 'salesforce',
  label: 'Salesforce',
  connected: true,
  tokenLast4: '9zK2',
  accountLabel: 'Salesforce org Northwind',
  excludeCustomers: true,
  fieldMapping: DEFAULT_FIELD_MAPPING.salesforce,
  lastSyncAt: null,
  lastSyncRecords: null,
  lastSyncError: null,
  companiesPulled: 0,
  contactsPulled: 0,
  apiLimit: { used: 1204, max: 15_000, at: '2026-11-27T01:00:00.000Z' },
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

it('shows the daily API use and sends the consumer key, secret and refresh token, then tests them', async () => {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/integrations/crm') return { canManage: true, crms: [SALESFORCE] };
    if (path === '/integrations/crm/salesforce/token') return { success: true };
    if (path === '/integrations/crm/salesforce/test')
      return { ok: true, message: 'Salesforce org Northwind: 3 accounts' };
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CrmCards />
    </QueryClientProvider>,
  );
  const card = await screen.findByTestId('crm-card-salesforce');
  expect(within(card).getByTestId('crm-status').textContent).toBe(
    'Connected to Salesforce org Northwind · token ending 9zK2',
  );
  expect(within(card).getByTestId('crm-api-limit').textContent).toMatch(
    /^Daily API requests: 1,204 used of 15,000 \(13,796 left\), as of /,
  );
  expect(within(card).queryByLabelText('Private app access token')).toBeNull();

  const submit = within(card).getByRole('button', { name: 'Replace credentials' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(card).getByLabelText('Consumer key'), { target: { value: ' 3MVG9key-0001 ' } });
  fireEvent.change(within(card).getByLabelText('Consumer secret'), { target: { value: 'secret-0002' } });
  fireEvent.change(within(card).getByLabelText('Refresh token'), { target: { value: '5Aep-refresh-0003' } });
  fireEvent.click(submit);

  await waitFor(() => expect(within(card).getByTestId('crm-test-result').textContent).toContain('3 accounts'));
  expect(mocks.api).toHaveBeenCalledWith('/integrations/crm/salesforce/token', {
    method: 'PUT',
    body: { clientId: '3MVG9key-0001', clientSecret: 'secret-0002', refreshToken: '5Aep-refresh-0003' },
  });
});

it('starts the Salesforce sign-in with the consumer key and secret, and shows the callback URLs to copy', async () => {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/integrations/crm')
      return {
        canManage: true,
        crms: [
          {
            ...SALESFORCE,
            connected: false,
            tokenLast4: null,
            accountLabel: null,
            oauthCallbackUrls: [
              'https://app.example.com/dashboard/company/salesforce/callback',
              'https://crm.acme-brand.com/dashboard/company/salesforce/callback',
            ],
          },
        ],
      };
    if (path === '/integrations/crm/salesforce/oauth/start')
      return { authorizeUrl: 'https://login.example.com/services/oauth2/authorize?state=s', callbackUrl: 'x' };
    throw new Error(`unexpected ${path}`);
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CrmCards />
    </QueryClientProvider>,
  );
  const card = await screen.findByTestId('crm-card-salesforce');
  expect(
    within(card)
      .getAllByTestId('salesforce-callback-url')
      .map((code) => code.textContent),
  ).toEqual([
    'https://app.example.com/dashboard/company/salesforce/callback',
    'https://crm.acme-brand.com/dashboard/company/salesforce/callback',
  ]);
  expect(within(card).getByText(/these callback URLs \(one per line\)/)).toBeTruthy();
  const connect = within(card).getByRole('button', { name: 'Connect with Salesforce' });
  expect((connect as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(card).getByLabelText('Consumer key'), { target: { value: ' 3MVG9key-0001 ' } });
  fireEvent.change(within(card).getByLabelText('Consumer secret'), { target: { value: 'secret-0002' } });
  fireEvent.click(connect);
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith('https://login.example.com/services/oauth2/authorize?state=s'),
  );
  expect(mocks.api).toHaveBeenCalledWith('/integrations/crm/salesforce/oauth/start', {
    method: 'POST',
    body: { clientId: '3MVG9key-0001', clientSecret: 'secret-0002' },
  });
  vi.unstubAllGlobals();
});
