// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { SalesforceCallbackPage } from './salesforce-callback-page';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api: mocks.api, ApiError: class extends Error {} }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderAt = (search: string) => {
  sessionStorage.clear();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/company/salesforce/callback${search}`]}>
        <Routes>
          <Route path="/dashboard/company/salesforce/callback" element={<SalesforceCallbackPage />} />
          <Route path="/dashboard/company" element={<p>integrations tab</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
};

it("hands Salesforce's code and state to the server once and opens the Integrations tab with what it said", async () => {
  mocks.api.mockResolvedValue({ ok: true, message: 'Salesforce org Northwind: 12 accounts' });
  renderAt('?code=aPrx123&state=st-1');
  await screen.findByText('integrations tab');
  expect(mocks.api).toHaveBeenCalledTimes(1);
  expect(mocks.api).toHaveBeenCalledWith('/integrations/crm/salesforce/oauth/callback', {
    method: 'POST',
    body: { state: 'st-1', code: 'aPrx123' },
  });
  expect(JSON.parse(sessionStorage.getItem('scoutline.crm-oauth-result.salesforce')!)).toMatchObject({
    ok: true,
    message: 'Salesforce org Northwind: 12 accounts',
  });
});

it('carries a refusal (access denied) to the tab in the server’s words', async () => {
  mocks.api.mockRejectedValue(new Error('Salesforce says access was denied'));
  renderAt('?error=access_denied&error_description=end-user+denied+authorization&state=st-2');
  await screen.findByText('integrations tab');
  expect(mocks.api.mock.calls[0]![1].body).toEqual({
    state: 'st-2',
    error: 'access_denied',
    error_description: 'end-user denied authorization',
  });
  await waitFor(() =>
    expect(JSON.parse(sessionStorage.getItem('scoutline.crm-oauth-result.salesforce')!)).toMatchObject({
      ok: false,
      message: 'Salesforce says access was denied',
    }),
  );
});
