// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MSG } from '#domain/plans';
import { ApiError } from '../../../lib/api';
import { BillingPage } from './billing-page';

const price = (priceId: string | null, amount: number) => ({ priceId, amount });
const plans = (configured: boolean) => [
  {
    plan: 'starter',
    credits: 1000,
    maxUsers: 5,
    monthly: price(configured ? 'p_s_m' : null, 4900),
    yearly: price(configured ? 'p_s_y' : null, 49000),
  },
  {
    plan: 'professional',
    credits: 5000,
    maxUsers: 25,
    monthly: price(configured ? 'p_p_m' : null, 14900),
    yearly: price(configured ? 'p_p_y' : null, 149000),
  },
  {
    plan: 'enterprise',
    credits: 25000,
    maxUsers: 100,
    monthly: price(configured ? 'p_e_m' : null, 49900),
    yearly: price(configured ? 'p_e_y' : null, 499000),
  },
];

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invoke: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  state: { config: {} as Record<string, unknown>, subscription: {} as Record<string, unknown> },
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
    currentCompany: {
      id: 'c1',
      planType: mocks.state.subscription.plan_type,
      subscriptionStatus: mocks.state.subscription.subscription_status,
      creditsRemaining: 100,
      maxUsers: 5,
    },
    refresh: vi.fn(),
  }),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BillingPage />
    </QueryClientProvider>,
  );
}

const card = (plan: string) => screen.getByTestId(`plan-card-${plan}`);

describe('BillingPage', () => {
  beforeEach(() => {
    mocks.state.config = { configured: true, canManage: true, hasBillingAccount: false, plans: plans(true) };
    mocks.state.subscription = {
      subscribed: false,
      plan_type: 'trial',
      subscription_status: 'trial',
      subscription_end: null,
    };
    mocks.api.mockImplementation(() => Promise.resolve(mocks.state.config));
    mocks.invoke.mockImplementation((name: string) =>
      name === 'check-subscription' ? Promise.resolve(mocks.state.subscription) : Promise.reject(new Error(name)),
    );
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('without Stripe keys says so and offers no action buttons', async () => {
    mocks.state.config = { configured: false, canManage: true, hasBillingAccount: false, plans: plans(false) };
    renderPage();
    expect((await screen.findByTestId('billing-not-configured')).textContent).toContain(BILLING_MSG.notConfigured);
    await screen.findByTestId('plan-card-starter');
    expect(screen.queryByRole('button', { name: /Get Started|Upgrade|Current Plan|Manage Subscription/ })).toBeNull();
    expect(within(card('starter')).getByTestId('plan-price').textContent).toBe('$49');
  });

  it('shows Get Started on a trial, the yearly price with Save 17% and the per-month saving, and opens Checkout in a new tab', async () => {
    mocks.invoke.mockImplementation((name: string) =>
      name === 'create-checkout'
        ? Promise.resolve({ url: 'https://checkout.example/cs_1' })
        : Promise.resolve(mocks.state.subscription),
    );
    renderPage();
    const button = await within(await screen.findByTestId('plan-card-professional')).findByRole('button', {
      name: 'Get Started',
    });
    expect(screen.getByRole('radio', { name: /Yearly/ }).textContent).toContain('Save 17%');
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(within(card('professional')).getByTestId('plan-price').textContent).toBe('$1,490');
    expect(within(card('professional')).getByTestId('plan-saving').textContent).toBe('Save $24.83/month');
    fireEvent.click(button);
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('https://checkout.example/cs_1', '_blank'));
    expect(mocks.invoke).toHaveBeenCalledWith('create-checkout', { priceId: 'p_p_y' });
  });

  it('marks the current plan and offers Upgrade and the portal to a subscriber', async () => {
    mocks.state.config = { ...mocks.state.config, hasBillingAccount: true };
    mocks.state.subscription = {
      subscribed: true,
      plan_type: 'professional',
      subscription_status: 'active',
      subscription_end: '2030-01-01T00:00:00.000Z',
    };
    renderPage();
    const current = await within(await screen.findByTestId('plan-card-professional')).findByRole('button', {
      name: 'Current Plan',
    });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('starter')).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(within(card('enterprise')).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(screen.getByTestId('current-status').className).toContain('bg-primary');
    expect(screen.getByTestId('current-renewal').textContent).toBe('Renews on Jan 1, 2030');
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeTruthy();
  });

  it('toasts the spec messages when checkout or the portal fails', async () => {
    mocks.state.config = { ...mocks.state.config, hasBillingAccount: true };
    mocks.invoke.mockImplementation((name: string) => {
      if (name === 'create-checkout') return Promise.reject(new ApiError(503, BILLING_MSG.checkoutFailed, null));
      if (name === 'customer-portal') return Promise.reject(new ApiError(401, BILLING_MSG.portalSignIn, null));
      return Promise.resolve(mocks.state.subscription);
    });
    renderPage();
    fireEvent.click(
      await within(await screen.findByTestId('plan-card-starter')).findByRole('button', { name: 'Get Started' }),
    );
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith(BILLING_MSG.checkoutFailed, { description: undefined }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith(BILLING_MSG.portalSignIn));
    expect(window.open).not.toHaveBeenCalled();

    mocks.invoke.mockImplementation((name: string) =>
      name === 'create-checkout'
        ? Promise.reject(new ApiError(401, 'Please sign in to subscribe.', null))
        : Promise.resolve(mocks.state.subscription),
    );
    fireEvent.click(within(card('starter')).getByRole('button', { name: 'Get Started' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Authentication Required', {
        description: 'Please sign in to subscribe.',
      }),
    );
  });

  it('tells a member that only owners and admins change the plan, without buttons', async () => {
    mocks.state.config = { ...mocks.state.config, canManage: false };
    renderPage();
    expect(await screen.findByText('Only the workspace owner or an admin can change the plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Get Started|Upgrade/ })).toBeNull();
  });
});
