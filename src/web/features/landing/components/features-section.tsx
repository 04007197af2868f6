import { FileSearch, MessageSquareText, Target, Users, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

type Feature = { Icon: LucideIcon; title: string; description: string };

const FEATURES: Feature[] = [
  {
    Icon: Target,
    title: 'Organization Targeting',
    description:
      'Describe your product and ideal customer once; Scoutline finds matching organizations and ranks them by fit, showing why each one matched.',
  },
  {
    Icon: FileSearch,
    title: 'Account Research',
    description:
      'Get a research brief on any target account, built from its public website, with the solutions that fit its needs.',
  },
  {
    Icon: Users,
    title: 'Contact Discovery',
    description:
      'Find the decision-makers inside a target organization, ranked by relevance, and run deep research on the ones that matter.',
  },
  {
    Icon: MessageSquareText,
    title: 'Personalized Outreach',
    description: "Generate pitches grounded in your product and the account's own research, ready to adapt and send.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-24 border-y bg-muted/40 py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="Features"
          title="From ideal customer to first message"
          description="Four steps that usually take days of manual work, in one workspace."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, description }) => (
            <li
              key={title}
              data-testid="feature-card"
              className="group rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="brand-gradient flex size-11 items-center justify-center rounded-xl text-white shadow-md shadow-primary/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
