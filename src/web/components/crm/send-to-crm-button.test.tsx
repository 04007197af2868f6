// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendToCrmButton } from './send-to-crm-button';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));

const card = (id: string, label: string, connected: boolean) => ({ id, label, connected });

function renderWith(crms: ReturnType<typeof card>[]) {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/integrations/crm') return { crms };
    if (path.endsWith('/push')) return { runId: 'r1' };
    if (path === '/crm/push-runs/r1')
      return {
        status: 'running',
        done: 0,
        total: 1,
        counts: { created: 0, updated: 0, skipped: 0, failed: 0 },
        results: [],
      };
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SendToCrmButton request={{ organizationIds: ['o1'], includeContacts: true }} />
    </QueryClientProvider>,
  );
}

describe('SendToCrmButton', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('offers one button per connected CRM and sends to the one pressed', async () => {
    renderWith([
      card('hubspot', 'HubSpot', true),
      card('pipedrive', 'Pipedrive', false),
      card('salesforce', 'Salesforce', true),
    ]);
    expect(await screen.findByRole('button', { name: 'Send to HubSpot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to Pipedrive' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send to Salesforce' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/crm/salesforce/push', {
        method: 'POST',
        body: { organizationIds: ['o1'], includeContacts: true },
      }),
    );
    expect(await screen.findByText('Sending to Salesforce…')).toBeTruthy();
    expect(mocks.api).not.toHaveBeenCalledWith('/crm/hubspot/push', expect.anything());
  });

  it('shows nothing when no CRM is connected', async () => {
    renderWith([card('hubspot', 'HubSpot', false)]);
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/integrations/crm'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
