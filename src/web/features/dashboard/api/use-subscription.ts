import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_RECHECK_MS } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { SUBSCRIPTION_DEFAULTS, subscriptionQuery } from '../../../lib/subscription';

/** The current company's subscription, checked when a user and company exist and re-checked every 5 minutes. */
export function useSubscription() {
  const { user, currentCompany } = useAuth();
  const enabled = Boolean(user && currentCompany);
  const query = useQuery({
    ...subscriptionQuery(currentCompany?.id),
    enabled,
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
  });
  return {
    subscription: enabled ? (query.data ?? SUBSCRIPTION_DEFAULTS) : SUBSCRIPTION_DEFAULTS,
    loading: enabled && query.isPending,
    refresh: query.refetch,
  };
}
