import { ArrowRight, Play, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LANDING_FIGURES } from './landing-content';
import { WorkflowPreview } from './workflow-preview';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="brand-gradient absolute -top-40 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full opacity-15 blur-3xl dark:opacity-25" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 md:pt-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="text-center lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
            <Sparkles className="size-3.5" aria-hidden="true" />
            AI-powered sales intelligence
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Find the accounts that fit. <span className="brand-gradient-text">Reach the people who decide.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Describe your product and ideal customer. Scoutline finds and ranks target organizations, researches each
            account, discovers decision-makers and drafts outreach that speaks to their needs.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button
              asChild
              size="lg"
              className="brand-gradient border-0 text-white shadow-lg shadow-primary/25 hover:opacity-95"
            >
              <Link to="/auth">
                Get Started Free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {/* The spec gives Watch Demo no action. */}
            <Button size="lg" variant="outline">
              <Play aria-hidden="true" />
              Watch Demo
            </Button>
          </div>
          <dl data-testid="landing-figures" className="mx-auto mt-12 grid max-w-lg grid-cols-3 gap-4 lg:mx-0">
            {LANDING_FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-xs text-muted-foreground sm:text-sm">{figure.label}</dt>
                <dd className="brand-gradient-text text-3xl font-bold tracking-tight sm:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <WorkflowPreview />
      </div>
    </section>
  );
}
