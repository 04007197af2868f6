import { ShieldCheck } from 'lucide-react';
import { CONTACT_RETENTION_DAYS, DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';

const FEATURES = [
  `Contact data expires after ${CONTACT_RETENTION_DAYS} days`,
  'All access is logged',
  `Daily limit of ${DAILY_CONTACT_VIEW_LIMIT} contact views per user`,
  'Phone numbers are masked',
  'Company-wide data isolation',
];

export function SecurityNotice() {
  return (
    <aside
      className="rounded-lg border border-primary/25 bg-primary/5 p-4 text-sm"
      aria-label="Security features"
      data-testid="security-notice"
    >
      <p className="flex items-center gap-2 font-medium">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
        Contact data is protected
      </p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 text-muted-foreground sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span className="mt-2 size-1 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </aside>
  );
}
