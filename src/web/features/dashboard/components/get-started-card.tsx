import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export const GET_STARTED_DESCRIPTION =
  'Describe your product and ideal customer so Scoutline can find and rank target organizations.';

export type GetStartedCardProps = { description?: string; children?: ReactNode };

/** Holds the AI configuration form (mounted by the configuration feature as children). */
export function GetStartedCard({ description = GET_STARTED_DESCRIPTION, children }: GetStartedCardProps) {
  return (
    <Card data-testid="get-started-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="brand-gradient flex size-10 shrink-0 items-center justify-center rounded-lg text-white">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle className="text-lg">Get Started</CardTitle>
            <CardDescription className="mt-1">{description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}
