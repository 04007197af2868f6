import { Link } from 'react-router';
import { ArrowLeft, Construction } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';

export type ComingSoonPageProps = { feature: string };

/**
 * A placeholder for a screen that lands in a later release, so no link is dead.
 * Standalone it fills the viewport; inside the dashboard layout's content area it fills that instead.
 */
export function ComingSoonPage({ feature }: ComingSoonPageProps) {
  return (
    <section
      data-testid="coming-soon"
      aria-labelledby="coming-soon-title"
      className="flex min-h-svh flex-1 items-center justify-center bg-background p-4 sm:p-6 in-data-[slot=dashboard-content]:min-h-[60svh]"
    >
      <Card className="w-full max-w-md gap-5 text-center">
        <CardHeader className="justify-items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <Construction className="size-6" />
          </span>
          <Badge variant="secondary">Coming soon</Badge>
          <h1 id="coming-soon-title" className="text-xl leading-tight font-semibold text-balance">
            {feature}
          </h1>
          <CardDescription className="text-balance">
            This part of Scoutline is being built. It will appear here in an upcoming release.
          </CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <Button asChild>
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}
