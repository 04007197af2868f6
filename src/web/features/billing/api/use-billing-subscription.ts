import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MSG, SUBSCRIPTION_RECHECK_MS } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { invokeFunction } from '../../../lib/api';

export type SubscriptionState = { subscribed: boolean; plan_type: string; subscription_status: string; subscription_end: string | null };

export const SUBSCRIPTION_DEFAULTS: SubscriptionState = { subscribed: false, plan_type: 'trial', subscription_status: 'trial', subscription_end: null };

/** The same key the dashboard's subscription card uses, so one check refreshes both. */
export const subscriptionQueryKey = (companyId: string | undefined) => ['subscription', companyId ?? null] as const;

/** check-subscription; a failure toasts once and falls back to the trial defaults (core-workflow sections 4 and 8). */
export async function checkSubscription(): Promise<SubscriptionState> {
  try {
    const result = await invokeFunction<Partial<SubscriptionState>>('check-subscription');
    return {
      subscribed: result.subscribed === true,
      plan_type: result.plan_type ?? SUBSCRIPTION_DEFAULTS.plan_type,
      subscription_status: result.subscription_status ?? SUBSCRIPTION_DEFAULTS.subscription_status,
      subscription_end: result.subscription_end ?? null,
    };
  } catch {
    toast.error(MSG.subscriptionCheckFailed.title, { id: 'subscription-check-failed', description: MSG.subscriptionCheckFailed.description });
    return SUBSCRIPTION_DEFAULTS;
  }
}

/** Faster re-checks while waiting for Stripe's webhook: every `everyMs` until subscribed, at most `maxChecks` times. */
export type SubscriptionPolling = { everyMs: number; maxChecks: number };

/** The company's subscription, re-checked every 5 minutes and when the tab regains focus (Checkout runs in another tab). */
export function useBillingSubscription(options: { poll?: SubscriptionPolling } = {}) {
  const { user, currentCompany } = useAuth();
  const enabled = Boolean(user && currentCompany);
  const { poll } = options;
  const query = useQuery({
    queryKey: subscriptionQueryKey(currentCompany?.id),
    queryFn: checkSubscription,
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (poll && !q.state.data?.subscribed && q.state.dataUpdateCount < poll.maxChecks ? poll.everyMs : SUBSCRIPTION_RECHECK_MS),
  });
  return {
    subscription: enabled ? (query.data ?? SUBSCRIPTION_DEFAULTS) : SUBSCRIPTION_DEFAULTS,
    loading: enabled && query.isPending,
    refresh: query.refetch,
  };
}
