import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { BILLING_MSG } from '#domain/plans';
import { useAuth } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { useBillingSubscription } from '../api/use-billing-subscription';
import { planName, renewalLabel, statusBadgeVariant, statusLabel } from '../lib/billing-view';

/** While Stripe's webhook is on its way, re-check every 2 s for about a minute. */
const POLL = { everyMs: 2000, maxChecks: 30 };

/** /billing/success: where Stripe Checkout returns; re-checks the subscription and confirms it. */
export function BillingSuccessPage() {
  const { refresh } = useAuth();
  const { subscription, refresh: recheck } = useBillingSubscription({ poll: POLL });
  const [gaveUp, setGaveUp] = useState(false);
  const { subscribed } = subscription;
  const waiting = !subscribed && !gaveUp;

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL.everyMs * POLL.maxChecks);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // The stable id keeps StrictMode's double effect from showing the toast twice.
    toast.success(BILLING_MSG.success.title, { id: 'subscription-success', description: BILLING_MSG.success.description });
    void recheck();
  }, [recheck]);

  useEffect(() => {
    // The company's plan and credits (sidebar, dashboard) come from /api/me: refresh it once the plan is active.
    if (subscribed) void refresh();
  }, [subscribed, refresh]);

  const renewal = renewalLabel(subscription.subscription_status, subscription.subscription_end);
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/30 p-4 sm:p-6">
      <Card className="w-full max-w-md gap-5 text-center" data-testid="billing-success">
        <CardHeader className="justify-items-center gap-3">
          <span aria-hidden="true" className="brand-gradient flex size-14 items-center justify-center rounded-full text-white">
            <CheckCircle2 className="size-7" />
          </span>
          <h1 className="text-2xl leading-tight font-bold tracking-tight">Subscription Successful!</h1>
          <CardDescription className="text-balance">Thank you for subscribing to Scoutline. Your receipt is on its way from Stripe.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="rounded-lg border bg-muted/40 p-4 text-sm" aria-live="polite" data-testid="success-plan">
            {subscribed ? (
              <div className="space-y-2">
                <div className="flex items-center justify-center gap-2">
                  <span className="font-semibold">{planName(subscription.plan_type)} plan</span>
                  <Badge variant={statusBadgeVariant(subscription.subscription_status)}>{statusLabel(subscription.subscription_status)}</Badge>
                </div>
                {renewal && <p className="text-muted-foreground">{renewal}</p>}
              </div>
            ) : waiting ? (
              <p className="flex items-center justify-center gap-2 text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Activating your subscription…
              </p>
            ) : (
              <p className="text-muted-foreground">Stripe is still confirming your payment. Your plan updates as soon as it does; check Billing in a minute.</p>
            )}
          </div>
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild className="w-full sm:w-auto">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to="/billing">View Billing Details</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
