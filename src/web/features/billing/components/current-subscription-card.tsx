import { CreditCard, ExternalLink, Loader2 } from 'lucide-react';
import { PLAN_LIMITS } from '#domain/plans';
import type { Company } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { SubscriptionState } from '../../../lib/subscription';
import { planName, renewalLabel, statusBadgeVariant, statusLabel } from '../lib/billing-view';

export type CurrentSubscriptionCardProps = {
  subscription: SubscriptionState;
  loading: boolean;
  company: Company | null;
  /** Offer the customer portal (configured, a billing account exists and the member may manage billing). */
  portal: { pending: boolean; onOpen: () => void } | null;
  /** Whether the plans below can be bought here. */
  canSubscribe: boolean;
};

export function CurrentSubscriptionCard({
  subscription,
  loading,
  company,
  portal,
  canSubscribe,
}: CurrentSubscriptionCardProps) {
  const renewal = renewalLabel(subscription.subscription_status, subscription.subscription_end);
  return (
    <Card data-testid="current-subscription">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Current Subscription</CardTitle>
            <CardDescription className="mt-1">Your plan, its status and your credits</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-3" aria-label="Checking subscription">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-28" />
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="mt-1 text-lg font-semibold" data-testid="current-plan">
                {planName(subscription.plan_type)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Status</dt>
              <dd className="mt-1.5">
                <Badge variant={statusBadgeVariant(subscription.subscription_status)} data-testid="current-status">
                  {statusLabel(subscription.subscription_status)}
                </Badge>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Credits remaining</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="current-credits">
                {(company?.creditsRemaining ?? 0).toLocaleString('en-US')}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Team seats</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">
                {company?.maxUsers ?? PLAN_LIMITS.trial.maxUsers}
              </dd>
            </div>
          </dl>
        )}
        {!loading && (
          <p className="mt-4 text-sm text-muted-foreground" data-testid="current-renewal">
            {renewal ??
              (subscription.subscribed
                ? 'Your plan renews automatically.'
                : `The free trial includes ${PLAN_LIMITS.trial.credits} credits and up to ${PLAN_LIMITS.trial.maxUsers} users.${canSubscribe ? ' Choose a plan below for more.' : ''}`)}
          </p>
        )}
      </CardContent>
      {portal && (
        <CardFooter className="border-t pt-6">
          <Button variant="outline" onClick={portal.onOpen} disabled={portal.pending}>
            {portal.pending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ExternalLink aria-hidden="true" />
            )}
            Manage Subscription
          </Button>
          <span className="ml-3 hidden text-xs text-muted-foreground sm:inline">
            Invoices, payment method and cancellation on Stripe
          </span>
        </CardFooter>
      )}
    </Card>
  );
}
