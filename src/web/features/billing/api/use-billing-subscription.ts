import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_RECHECK_MS } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { SUBSCRIPTION_DEFAULTS, subscriptionQuery } from '../../../lib/subscription';

/** Faster re-checks while waiting for Stripe's webhook: every `everyMs` until subscribed, at most `maxChecks` times. */
export type SubscriptionPolling = { everyMs: number; maxChecks: number };

/** The company's subscription, re-checked every 5 minutes and when the tab regains focus (Checkout runs in another tab). */
export function useBillingSubscription(options: { poll?: SubscriptionPolling } = {}) {
  const { user, currentCompany } = useAuth();
  const enabled = Boolean(user && currentCompany);
  const { poll } = options;
  const query = useQuery({
    ...subscriptionQuery(currentCompany?.id),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: (q) =>
      poll && !q.state.data?.subscribed && q.state.dataUpdateCount < poll.maxChecks
        ? poll.everyMs
        : SUBSCRIPTION_RECHECK_MS,
  });
  return {
    subscription: enabled ? (query.data ?? SUBSCRIPTION_DEFAULTS) : SUBSCRIPTION_DEFAULTS,
    loading: enabled && query.isPending,
    refresh: query.refetch,
  };
}
