import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillingInterval, PaidPlan } from '#domain/plans';
import { useAuth } from '../../../app/auth-context';
import { api, invokeFunction } from '../../../lib/api';

export type PlanPrice = { priceId: string | null; amount: number };
export type BillingPlan = { plan: PaidPlan; credits: number; maxUsers: number } & Record<BillingInterval, PlanPrice>;
export type BillingConfig = {
  configured: boolean;
  canManage: boolean;
  hasBillingAccount: boolean;
  plans: BillingPlan[];
};

export const billingConfigQueryKey = (companyId: string | undefined) => ['billing-config', companyId ?? null] as const;

/** The plan table and what the signed-in member may do with it (GET /api/billing/config). */
export function useBillingConfig() {
  const { currentCompany } = useAuth();
  return useQuery({
    queryKey: billingConfigQueryKey(currentCompany?.id),
    queryFn: () => api<BillingConfig>('/billing/config'),
    enabled: Boolean(currentCompany),
    // Checkout and the portal happen in another tab: coming back should show what changed.
    refetchOnWindowFocus: true,
  });
}

/** create-checkout: the Stripe page (Checkout, or the portal's plan-switch confirmation) for `priceId`. */
export const useCreateCheckout = () =>
  useMutation({ mutationFn: (priceId: string) => invokeFunction<{ url: string }>('create-checkout', { priceId }) });

/** customer-portal: the Stripe customer portal for the company's billing account. */
export const useCustomerPortal = () =>
  useMutation({ mutationFn: () => invokeFunction<{ url: string }>('customer-portal') });

/** Opens a Stripe page in a new tab, or in this one when the browser blocks the new tab. */
export function openInNewTab(url: string) {
  const opened = window.open(url, '_blank');
  if (!opened) window.location.assign(url);
}
