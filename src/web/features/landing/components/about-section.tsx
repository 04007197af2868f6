import { Link2, ShieldCheck, Users, type LucideIcon } from 'lucide-react';

type Point = { Icon: LucideIcon; title: string; description: string };

const POINTS: Point[] = [
  {
    Icon: ShieldCheck,
    title: 'Your data stays yours',
    description: "Each company works in its own workspace; one team's prospects are never visible to another.",
  },
  {
    Icon: Users,
    title: 'Built for teams',
    description: 'Invite colleagues as owners, admins, members or viewers and work from the same list of accounts.',
  },
  {
    Icon: Link2,
    title: 'Sources you can check',
    description: 'Research keeps track of where each fact came from, and says "Not available" rather than guessing.',
  },
];

export function AboutSection() {
  return (
    <section id="about" className="scroll-mt-24 py-20 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">About Scoutline</p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            For sales teams who would rather sell than search
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Prospecting means hours of reading websites, guessing who decides and rewriting the same e-mail. Scoutline
            does the groundwork so your team can spend its time in conversations with the accounts most likely to buy.
          </p>
          <p className="mt-4 text-pretty text-muted-foreground">
            Sign up with your work e-mail, create your company workspace and start with 100 free AI research credits.
          </p>
        </div>
        <ul className="space-y-4">
          {POINTS.map(({ Icon, title, description }) => (
            <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
