import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubscription } from '../api/use-subscription';
import { humanize, renewalLabel, statusBadgeVariant } from './dashboard-helpers';

export function SubscriptionCard() {
  const { subscription, loading } = useSubscription();
  const renewal = renewalLabel(subscription.subscription_status, subscription.subscription_end);
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Subscription</CardTitle>
            <CardDescription className="mt-1">Your plan and billing status</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {loading ? (
          <div className="space-y-3" aria-label="Checking subscription">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-24" />
          </div>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-semibold" data-testid="subscription-plan">
              {humanize(subscription.plan_type)}
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={statusBadgeVariant(subscription.subscription_status)} data-testid="subscription-status">
                {humanize(subscription.subscription_status)}
              </Badge>
            </dd>
            {renewal && (
              <>
                <dt className="text-muted-foreground">Billing</dt>
                <dd>{renewal}</dd>
              </>
            )}
          </dl>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/billing">Manage Billing</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
