import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { BILLING_MSG, type BillingInterval } from '#domain/plans';
import { useAuth } from '../../../app/auth-context';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { openInNewTab, useBillingConfig, useCreateCheckout, useCustomerPortal } from '../api/use-billing';
import { useBillingSubscription } from '../api/use-billing-subscription';
import { BillingNotConfigured } from '../components/billing-not-configured';
import { CurrentSubscriptionCard } from '../components/current-subscription-card';
import { IntervalToggle } from '../components/interval-toggle';
import { PlanCard } from '../components/plan-card';
import { planAction } from '../lib/billing-view';

/** A server message worth showing under the spec's title (a bad price, an unchanged plan), else nothing. */
const detail = (error: unknown) =>
  error instanceof ApiError && [400, 409, 422].includes(error.status) ? error.message : undefined;

/** Billing & Subscription (/dashboard/billing): current subscription, Monthly/Yearly, three plans, Stripe Checkout and portal. */
export function BillingPage() {
  const { currentCompany, refresh } = useAuth();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const config = useBillingConfig();
  const { subscription, loading } = useBillingSubscription();

  // A webhook changed the plan (seen by the re-check): reload the company's credits and seats too.
  const stale = Boolean(
    currentCompany &&
    !loading &&
    (currentCompany.planType !== subscription.plan_type ||
      currentCompany.subscriptionStatus !== subscription.subscription_status),
  );
  useEffect(() => {
    if (stale) void refresh();
  }, [stale, refresh]);
  const checkout = useCreateCheckout();
  const portal = useCustomerPortal();

  const choose = (priceId: string) =>
    checkout.mutate(priceId, {
      onSuccess: ({ url }) => openInNewTab(url),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401)
          toast.error(BILLING_MSG.checkoutSignIn.title, { description: BILLING_MSG.checkoutSignIn.description });
        else toast.error(BILLING_MSG.checkoutFailed, { description: detail(error) });
      },
    });

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => openInNewTab(url),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) toast.error(BILLING_MSG.portalSignIn);
        else toast.error(BILLING_MSG.portalFailed, { description: detail(error) });
      },
    });

  const data = config.data;
  const actionable = Boolean(data?.configured && data.canManage);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing &amp; Subscription</h1>
        <p className="mt-1 text-muted-foreground">
          {data && !data.configured
            ? 'Your plan and the plans Scoutline offers.'
            : 'Choose the plan that fits your team. Payments are handled securely by Stripe.'}
        </p>
      </div>

      {data && !data.configured && <BillingNotConfigured />}

      <CurrentSubscriptionCard
        subscription={subscription}
        loading={loading}
        company={currentCompany}
        portal={actionable && data?.hasBillingAccount ? { pending: portal.isPending, onOpen: openPortal } : null}
        canSubscribe={actionable}
      />

      <section aria-labelledby="plans-title" className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="plans-title" className="text-xl font-semibold">
              Plans
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {data && data.configured && !data.canManage
                ? 'Only the workspace owner or an admin can change the plan.'
                : 'Credits refill at the start of every billing period.'}
            </p>
          </div>
          <IntervalToggle value={interval} onChange={setInterval} />
        </div>

        {config.isPending ? (
          <div className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80 rounded-xl" />
            ))}
          </div>
        ) : config.isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            The plans could not be loaded. Please reload the page.
          </p>
        ) : (
          <div className="grid gap-6 pt-2 md:grid-cols-3">
            {data.plans.map((plan) => (
              <PlanCard
                key={plan.plan}
                plan={plan}
                interval={interval}
                action={planAction(plan.plan, subscription)}
                actionable={actionable && !loading}
                highlight={plan.plan === 'professional'}
                pending={checkout.isPending && checkout.variables === plan[interval].priceId}
                busy={checkout.isPending}
                onChoose={choose}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
