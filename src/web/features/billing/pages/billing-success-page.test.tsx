// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MSG } from '#domain/plans';
import { BillingSuccessPage, SUCCESS_PAGE_TEXT } from './billing-success-page';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invoke: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  state: { configured: true, configFails: false, subscribed: false },
}));
vi.mock('../../../lib/api', async (actual) => ({
  ...(await actual<object>()),
  api: mocks.api,
  invokeFunction: mocks.invoke,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({
  useAuth: () => ({
    user: { id: 'u1' },
    currentCompany: { id: 'c1' },
    refresh: vi.fn(),
  }),
}));

function renderAt(url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BillingSuccessPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const spinner = () => document.querySelector('.animate-spin');

describe('BillingSuccessPage', () => {
  beforeEach(() => {
    mocks.state = { configured: true, configFails: false, subscribed: false };
    mocks.api.mockImplementation(() =>
      mocks.state.configFails
        ? Promise.reject(new Error('down'))
        : Promise.resolve({
            configured: mocks.state.configured,
            canManage: true,
            hasBillingAccount: false,
            plans: [],
          }),
    );
    mocks.invoke.mockImplementation(() =>
      Promise.resolve({
        subscribed: mocks.state.subscribed,
        plan_type: mocks.state.subscribed ? 'starter' : 'trial',
        subscription_status: mocks.state.subscribed ? 'active' : 'trial',
        subscription_end: null,
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says billing is not configured, claims no success and stops the spinner', async () => {
    mocks.state.configured = false;
    renderAt('/billing/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: BILLING_MSG.notConfigured })).toBeTruthy();
    expect(screen.queryByText('Subscription Successful!')).toBeNull();
    expect(spinner()).toBeNull();
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('with no session id says there is nothing to confirm and stops the spinner', async () => {
    renderAt('/billing/success');
    expect(
      await screen.findByRole('heading', {
        name: SUCCESS_PAGE_TEXT.nothingToConfirm.title,
      }),
    ).toBeTruthy();
    expect(await screen.findByTestId('success-current-plan')).toBeTruthy();
    expect(screen.queryByText('Subscription Successful!')).toBeNull();
    expect(spinner()).toBeNull();
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('when the billing settings cannot be loaded says so and stops the spinner', async () => {
    mocks.state.configFails = true;
    renderAt('/billing/success?session_id=cs_test_1');
    expect(
      await screen.findByRole('heading', {
        name: SUCCESS_PAGE_TEXT.unavailable.title,
      }),
    ).toBeTruthy();
    expect(spinner()).toBeNull();
  });

  it('with a Checkout session on a configured server confirms the plan once it is active', async () => {
    mocks.state.subscribed = true;
    renderAt('/billing/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Subscription Successful!' })).toBeTruthy();
    expect(await screen.findByText('Starter plan')).toBeTruthy();
    expect(spinner()).toBeNull();
    expect(mocks.toast.success).toHaveBeenCalledWith(BILLING_MSG.success.title, expect.anything());
  });
});
