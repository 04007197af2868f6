import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, Info, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { BILLING_MSG } from '#domain/plans';
import { useAuth } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { useBillingConfig } from '../api/use-billing';
import { useBillingSubscription } from '../api/use-billing-subscription';
import { planName, renewalLabel, statusBadgeVariant, statusLabel } from '../lib/billing-view';

/** While Stripe's webhook is on its way, re-check every 2 s for about a minute. */
const POLL = { everyMs: 2000, maxChecks: 30 };

/** What the page can truthfully say before the subscription itself is shown. */
export type SuccessPageState = 'checking' | 'not-configured' | 'nothing-to-confirm' | 'confirming' | 'unavailable';

export const SUCCESS_PAGE_TEXT = {
  notConfigured: {
    title: BILLING_MSG.notConfigured,
    description: 'No payment was taken: this server has no Stripe keys, so there is no subscription to confirm.',
  },
  nothingToConfirm: {
    title: 'Nothing to confirm',
    description: 'This page was opened without a Stripe Checkout session, so there is no payment to confirm.',
  },
  unavailable: {
    title: 'Billing could not be checked',
    description: 'The billing settings could not be loaded. Open Billing to see your plan.',
  },
} as const;

/** Which state the page is in, from the billing configuration and Checkout's session id. */
export function successPageState(
  config: { configured: boolean } | undefined,
  configFailed: boolean,
  sessionId: string | null,
): SuccessPageState {
  if (configFailed) return 'unavailable';
  if (!config) return 'checking';
  if (!config.configured) return 'not-configured';
  return sessionId ? 'confirming' : 'nothing-to-confirm';
}

/**
 * /billing/success: where Stripe Checkout returns (with ?session_id=). It confirms the subscription only
 * when billing is configured and a Checkout session came back; otherwise it says what is true, and no
 * path leaves the spinner running.
 */
export function BillingSuccessPage() {
  const [params] = useSearchParams();
  const billingConfig = useBillingConfig();
  const state = successPageState(billingConfig.data, billingConfig.isError, params.get('session_id'));
  return state === 'confirming' ? <ConfirmSubscription /> : <NoConfirmation state={state} />;
}

function NoConfirmation({ state }: { state: Exclude<SuccessPageState, 'confirming'> }) {
  const { subscription } = useBillingSubscription();
  const text =
    state === 'not-configured'
      ? SUCCESS_PAGE_TEXT.notConfigured
      : state === 'unavailable'
        ? SUCCESS_PAGE_TEXT.unavailable
        : SUCCESS_PAGE_TEXT.nothingToConfirm;
  return (
    <SuccessLayout
      icon={<Info className="size-7" />}
      title={state === 'checking' ? 'Checking billing…' : text.title}
      description={state === 'checking' ? '' : text.description}
    >
      {state === 'checking' ? (
        <p className="flex items-center justify-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Checking billing…
        </p>
      ) : (
        <p className="text-muted-foreground" data-testid="success-current-plan">
          Current plan: {planName(subscription.plan_type)} ({statusLabel(subscription.subscription_status)})
        </p>
      )}
    </SuccessLayout>
  );
}

/** Checkout came back: re-check until Stripe's webhook has activated the plan, for about a minute. */
function ConfirmSubscription() {
  const { refresh } = useAuth();
  const { subscription, refresh: recheck } = useBillingSubscription({
    poll: POLL,
  });
  const [gaveUp, setGaveUp] = useState(false);
  const { subscribed } = subscription;
  const waiting = !subscribed && !gaveUp;

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL.everyMs * POLL.maxChecks);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // The stable id keeps StrictMode's double effect from showing the toast twice.
    toast.success(BILLING_MSG.success.title, {
      id: 'subscription-success',
      description: BILLING_MSG.success.description,
    });
    void recheck();
  }, [recheck]);

  useEffect(() => {
    // The company's plan and credits (sidebar, dashboard) come from /api/me: refresh it once the plan is active.
    if (subscribed) void refresh();
  }, [subscribed, refresh]);

  const renewal = renewalLabel(subscription.subscription_status, subscription.subscription_end);
  return (
    <SuccessLayout
      icon={<CheckCircle2 className="size-7" />}
      title="Subscription Successful!"
      description="Thank you for subscribing to Scoutline. Your receipt is on its way from Stripe."
    >
      {subscribed ? (
        <div className="space-y-2">
          <div className="flex items-center justify-center gap-2">
            <span className="font-semibold">{planName(subscription.plan_type)} plan</span>
            <Badge variant={statusBadgeVariant(subscription.subscription_status)}>
              {statusLabel(subscription.subscription_status)}
            </Badge>
          </div>
          {renewal && <p className="text-muted-foreground">{renewal}</p>}
        </div>
      ) : waiting ? (
        <p className="flex items-center justify-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Activating your subscription…
        </p>
      ) : (
        <p className="text-muted-foreground">
          Stripe is still confirming your payment. Your plan updates as soon as it does; check Billing in a minute.
        </p>
      )}
    </SuccessLayout>
  );
}

function SuccessLayout({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/30 p-4 sm:p-6">
      <Card className="w-full max-w-md gap-5 text-center" data-testid="billing-success">
        <CardHeader className="justify-items-center gap-3">
          <span
            aria-hidden="true"
            className="brand-gradient flex size-14 items-center justify-center rounded-full text-white"
          >
            {icon}
          </span>
          <h1 className="text-2xl leading-tight font-bold tracking-tight">{title}</h1>
          {description && <CardDescription className="text-balance">{description}</CardDescription>}
        </CardHeader>
        <CardContent>
          <div className="rounded-lg border bg-muted/40 p-4 text-sm" aria-live="polite" data-testid="success-plan">
            {children}
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
