import { Link } from 'react-router';
import { ArrowRight, Settings2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../../components/ui/card';

export function ConfigurationRequired() {
  return (
    <Card data-testid="configuration-required" className="mx-auto w-full max-w-xl text-center">
      <CardHeader className="justify-items-center gap-3">
        <span
          className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
          aria-hidden="true"
        >
          <Settings2 className="size-6" />
        </span>
        <CardTitle className="text-xl">Configuration Required</CardTitle>
        <CardDescription className="text-balance">
          Describe your product and ideal customer in your AI configuration on the dashboard (or start from a
          teammate&apos;s) and save it. Scoutline then finds and ranks the organizations that fit.
        </CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to="/dashboard">
            Go to AI configuration
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
