import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { planSummaries } from './landing-content';
import { SectionHeading } from './section-heading';

const PLANS = planSummaries();

export function PricingSection() {
  return (
    <section id="pricing" className="scroll-mt-24 border-y bg-muted/40 py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="Pricing"
          title="Start free, grow when you are ready"
          description="Every plan includes targeting, research, contact discovery and outreach. Plans differ in monthly credits and team size; billing is monthly or yearly."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <li
              key={plan.plan}
              data-testid="plan-card"
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
                plan.highlight && 'border-primary/60 shadow-lg shadow-primary/10 ring-1 ring-primary/40',
              )}
            >
              {plan.highlight && (
                <span className="brand-gradient absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold text-white">
                  Start here
                </span>
              )}
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <ul className="mt-4 flex-1 space-y-2.5 text-sm">
                {[
                  plan.credits,
                  plan.seats,
                  plan.plan === 'trial' ? 'No credit card needed' : 'All features included',
                ].map((line) => (
                  <li key={line} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Prices for each plan are shown on the Billing page once you have a workspace.
        </p>
        <div className="mt-6 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/auth">Create your workspace</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
