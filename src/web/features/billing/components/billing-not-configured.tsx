import { Info } from 'lucide-react';
import { BILLING_MSG } from '#domain/plans';

/** Shown instead of any payment action when the server has no Stripe keys. */
export function BillingNotConfigured() {
  return (
    <div
      role="status"
      data-testid="billing-not-configured"
      className="flex gap-3 rounded-xl border border-dashed bg-muted/40 p-4 sm:p-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{BILLING_MSG.notConfigured}</p>
        <p className="text-muted-foreground">
          Plans are listed for reference; subscribing is not available here. To take payments, the server administrator
          sets the Stripe keys and the plan price ids (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_…).
        </p>
      </div>
    </div>
  );
}
