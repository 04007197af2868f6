import { AlertTriangle, MailWarning, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSupportStats } from '../api/use-support';
import type { SupportStats } from '../api/support-types';

type StatCard = {
  key: keyof Omit<SupportStats, 'issues'>;
  label: string;
  hint: (s: SupportStats) => string;
  Icon: LucideIcon;
};

const CARDS: StatCard[] = [
  { key: 'totalUsers', label: 'Total Users', hint: () => 'All accounts', Icon: Users },
  { key: 'recentSignups', label: 'Recent Signups', hint: () => 'Last 24h', Icon: UserPlus },
  { key: 'unverified', label: 'Unverified', hint: () => 'E-mail not confirmed', Icon: MailWarning },
  {
    key: 'activeIssues',
    label: 'Active Issues',
    hint: (s) =>
      `${s.issues.failedJobs} failed AI job${s.issues.failedJobs === 1 ? '' : 's'} · ${s.issues.lockedAccounts} lockout${s.issues.lockedAccounts === 1 ? '' : 's'} (24h)`,
    Icon: AlertTriangle,
  },
];

/** The back office's four stat cards, all computed on the server. */
export function SupportStatCards() {
  const { data, isPending } = useSupportStats();
  return (
    <section aria-label="Back office statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, hint, Icon }) => (
        <Card key={key} data-testid={`support-stat-${key}`} className="justify-between gap-2 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm leading-snug font-medium text-muted-foreground">{label}</p>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          {isPending || !data ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <div>
              <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
                {data[key].toLocaleString('en-US')}
              </p>
              {/* Two lines reserved so the values line up across a row. */}
              <p className="mt-1 min-h-8 text-xs text-muted-foreground">{hint(data)}</p>
            </div>
          )}
        </Card>
      ))}
    </section>
  );
}
