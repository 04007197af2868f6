// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_RECHECK_MS } from '#domain/messages';
import { SUBSCRIPTION_DEFAULTS } from '../../../lib/subscription';
import { useSubscription } from './use-subscription';

const mocks = vi.hoisted(() => ({
  invokeFunction: vi.fn(),
  toastError: vi.fn(),
  auth: { user: { id: 'u1' } as unknown, currentCompany: { id: 'c1' } as unknown },
}));
vi.mock('../../../lib/api', () => ({ invokeFunction: mocks.invokeFunction }));
vi.mock('sonner', () => ({ toast: { error: mocks.toastError } }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const ACTIVE = {
  subscribed: true,
  plan_type: 'starter',
  subscription_status: 'active',
  subscription_end: '2026-03-05T00:00:00.000Z',
};

describe('useSubscription', () => {
  beforeEach(() => {
    mocks.auth = { user: { id: 'u1' }, currentCompany: { id: 'c1' } };
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('returns the server state', async () => {
    mocks.invokeFunction.mockResolvedValue(ACTIVE);
    const { result } = renderHook(() => useSubscription(), { wrapper });
    await waitFor(() => expect(result.current.subscription).toEqual(ACTIVE));
    expect(mocks.invokeFunction).toHaveBeenCalledWith('check-subscription');
    expect(result.current.loading).toBe(false);
  });

  it('does not call the server without a company and keeps the trial defaults', () => {
    mocks.auth = { user: { id: 'u1' }, currentCompany: null };
    const { result } = renderHook(() => useSubscription(), { wrapper });
    expect(result.current.subscription).toEqual(SUBSCRIPTION_DEFAULTS);
    expect(result.current.loading).toBe(false);
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
  });

  it('toasts and falls back to trial when the check fails', async () => {
    mocks.invokeFunction.mockRejectedValue(new Error('boom'));
    const { result } = renderHook(() => useSubscription(), { wrapper });
    await waitFor(() => expect(mocks.toastError).toHaveBeenCalled());
    expect(mocks.toastError).toHaveBeenCalledWith(
      'Error',
      expect.objectContaining({ description: 'Failed to check subscription status. Please try again.' }),
    );
    expect(result.current.subscription).toEqual({
      subscribed: false,
      plan_type: 'trial',
      subscription_status: 'trial',
      subscription_end: null,
    });
  });

  it('re-checks every five minutes and resets to trial on a later failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocks.invokeFunction.mockResolvedValueOnce(ACTIVE).mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useSubscription(), { wrapper });
    await waitFor(() => expect(result.current.subscription).toEqual(ACTIVE));
    await vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS);
    await waitFor(() => expect(result.current.subscription).toEqual(SUBSCRIPTION_DEFAULTS));
    expect(mocks.invokeFunction).toHaveBeenCalledTimes(2);
    expect(mocks.toastError).toHaveBeenCalledTimes(1);
  });
});
