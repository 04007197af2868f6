import { FileSearch, MessageSquareText, Target, UserCheck, type LucideIcon } from 'lucide-react';

type Step = { Icon: LucideIcon; title: string; detail: string };

const STEPS: Step[] = [
  { Icon: Target, title: 'Target', detail: 'Organizations ranked by fit, with the reasons they matched' },
  { Icon: FileSearch, title: 'Research', detail: 'Account briefs built from public sources' },
  { Icon: UserCheck, title: 'Discover', detail: 'Decision-makers ranked by relevance' },
  { Icon: MessageSquareText, title: 'Reach out', detail: 'Pitches tailored to each account' },
];

const FIT_BANDS = [
  { label: 'Great fit', width: 'w-[88%]' },
  { label: 'Good fit', width: 'w-[66%]' },
  { label: 'Okay fit', width: 'w-[41%]' },
];

/** An illustration of the workflow (no sample companies or people: nothing here pretends to be real data). */
export function WorkflowPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="brand-gradient absolute -inset-2 -z-10 rounded-3xl opacity-20 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl sm:p-6">
        <div className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-red-400/80" />
          <span className="size-2.5 rounded-full bg-amber-400/80" />
          <span className="size-2.5 rounded-full bg-emerald-400/80" />
          <span className="ml-3 text-xs font-medium text-muted-foreground">Your prospecting pipeline</span>
        </div>
        <div className="mt-5 space-y-2.5 rounded-xl bg-muted/60 p-4">
          {FIT_BANDS.map((band) => (
            <div key={band.label} className="flex items-center gap-3">
              <span className="w-16 shrink-0 text-xs text-muted-foreground">{band.label}</span>
              <div className="h-2 flex-1 rounded-full bg-background">
                <div className={`brand-gradient h-2 rounded-full ${band.width}`} />
              </div>
            </div>
          ))}
        </div>
        <ol className="mt-5 space-y-4">
          {STEPS.map(({ Icon, title, detail }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4.5" />
              </span>
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
