import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function CtaSection() {
  return (
    <section className="py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="brand-gradient relative overflow-hidden rounded-3xl px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
          <h2 className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to find your next best customers?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-white/85">
            Create your workspace in a minute and put 100 free AI research credits to work.
          </p>
          <Button asChild size="lg" className="relative mt-8 bg-white text-secondary shadow-lg hover:bg-white/90">
            <Link to="/auth">
              Start Your Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
