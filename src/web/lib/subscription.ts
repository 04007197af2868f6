import { toast } from 'sonner';
import { MSG } from '#domain/messages';
import { invokeFunction } from './api';

export type SubscriptionState = {
  subscribed: boolean;
  plan_type: string;
  subscription_status: string;
  subscription_end: string | null;
};

export const SUBSCRIPTION_DEFAULTS: SubscriptionState = {
  subscribed: false,
  plan_type: 'trial',
  subscription_status: 'trial',
  subscription_end: null,
};

export const subscriptionQueryKey = (companyId: string | undefined) => ['subscription', companyId ?? null] as const;
/** The subscription's query for a company (its key and check), as the hooks and the first-load prefetch use it. */
export const subscriptionQuery = (companyId: string | undefined) =>
  ({ queryKey: subscriptionQueryKey(companyId), queryFn: checkSubscription }) as const;

/** check-subscription; any failure toasts once and falls back to the trial defaults (core-workflow sections 4 and 8). */
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
    // A stable id keeps several observers (or a StrictMode double fetch) from stacking identical toasts.
    toast.error(MSG.subscriptionCheckFailed.title, {
      id: 'subscription-check-failed',
      description: MSG.subscriptionCheckFailed.description,
    });
    return SUBSCRIPTION_DEFAULTS;
  }
}
