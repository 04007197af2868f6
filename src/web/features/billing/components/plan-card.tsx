import { Check, Loader2 } from 'lucide-react';
import type { BillingInterval } from '#domain/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { BillingPlan } from '../api/use-billing';
import { PLAN_ACTION_LABELS, planName, priceView, type PlanAction } from '../lib/billing-view';

const TAGLINES: Record<string, string> = {
  starter: 'For a founder or a small sales team finding its first accounts.',
  professional: 'For a growing team prospecting every week.',
  enterprise: 'For sales organizations working many markets at once.',
};

export type PlanCardProps = {
  plan: BillingPlan;
  interval: BillingInterval;
  action: PlanAction;
  /** Whether buttons are offered at all (billing configured and the member may manage it). */
  actionable: boolean;
  highlight?: boolean;
  pending: boolean;
  busy: boolean;
  onChoose: (priceId: string) => void;
};

export function PlanCard({
  plan,
  interval,
  action,
  actionable,
  highlight = false,
  pending,
  busy,
  onChoose,
}: PlanCardProps) {
  const price = plan[interval];
  const view = priceView(price.amount, interval);
  const current = action === 'current';
  const offered = Boolean(price.priceId);
  return (
    <Card
      data-testid={`plan-card-${plan.plan}`}
      className={cn(
        'relative gap-5',
        highlight && 'border-primary/60 shadow-lg shadow-primary/10 ring-1 ring-primary/40',
        current && 'border-primary',
      )}
    >
      {highlight && (
        <span className="brand-gradient absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold text-white">
          Most popular
        </span>
      )}
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-lg">{planName(plan.plan)}</CardTitle>
          {current && !actionable && <Badge>Current Plan</Badge>}
        </div>
        <CardDescription>{TAGLINES[plan.plan]}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <div>
          <p className="flex items-baseline gap-1">
            <span className="text-3xl font-bold tracking-tight tabular-nums" data-testid="plan-price">
              {view.price}
            </span>
            <span className="text-sm text-muted-foreground">{view.period}</span>
          </p>
          <p
            className={cn('mt-1 h-5 text-sm font-medium text-primary', !view.saving && 'invisible')}
            data-testid="plan-saving"
          >
            {view.saving ?? 'Billed monthly'}
          </p>
        </div>
        <ul className="space-y-2.5 text-sm">
          {[
            `${plan.credits.toLocaleString('en-US')} credits per month`,
            `Up to ${plan.maxUsers} members`,
            'Targeting, research, contacts and pitches',
          ].map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {actionable && (
        <CardFooter>
          {offered || current ? (
            <Button
              className="w-full"
              variant={current ? 'outline' : highlight ? 'default' : 'secondary'}
              disabled={current || busy}
              onClick={() => price.priceId && onChoose(price.priceId)}
            >
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {pending ? 'Opening Stripe…' : PLAN_ACTION_LABELS[action]}
            </Button>
          ) : (
            <p className="w-full text-center text-sm text-muted-foreground">Not offered with {interval} billing</p>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
