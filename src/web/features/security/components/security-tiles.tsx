import { CalendarClock, Eye, HeartPulse, Users, type LucideIcon } from 'lucide-react';
import { TileHeader } from '../../../components/tile-header';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { SecurityOverview } from '../api/use-security';

type Tile = { key: string; label: string; Icon: LucideIcon; value: string; note: string; tone?: 'good' | 'warn' };

function tiles(data: SecurityOverview): Tile[] {
  const healthy = data.dataHealth === 'Good';
  return [
    {
      key: 'daily-views',
      label: 'Daily Views',
      Icon: Eye,
      value: data.dailyViews.toLocaleString('en-US'),
      note: `Views today · limit ${data.dailyLimit} per user`,
    },
    {
      key: 'total-contacts',
      label: 'Total Contacts',
      Icon: Users,
      value: data.totalContacts.toLocaleString('en-US'),
      note: 'Unexpired contact records',
    },
    {
      key: 'expiring-soon',
      label: 'Expiring Soon',
      Icon: CalendarClock,
      value: data.expiringSoon.toLocaleString('en-US'),
      note: 'Within the next 7 days',
      tone: data.expiringSoon > 0 ? 'warn' : undefined,
    },
    {
      key: 'data-health',
      label: 'Data Health',
      Icon: HeartPulse,
      value: data.dataHealth,
      note: healthy
        ? 'No expired contacts'
        : `${data.expired.toLocaleString('en-US')} expired contact${data.expired === 1 ? '' : 's'}`,
      tone: healthy ? 'good' : 'warn',
    },
  ];
}

const TONE = { good: 'text-emerald-600 dark:text-emerald-400', warn: 'text-amber-600 dark:text-amber-400' } as const;

/** The four tiles, from the server's counts for the current company. */
export function SecurityTiles({ data, loading }: { data: SecurityOverview | undefined; loading: boolean }) {
  const labels = ['Daily Views', 'Total Contacts', 'Expiring Soon', 'Data Health'];
  return (
    <section aria-label="Security overview" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {!data
        ? labels.map((label) => (
            <Card key={label} className="gap-3 p-4 sm:p-5">
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              {loading ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <p className="text-2xl font-bold text-muted-foreground">–</p>
              )}
            </Card>
          ))
        : tiles(data).map(({ key, label, Icon, value, note, tone }) => (
            <Card key={key} data-testid={`tile-${key}`} className="gap-3 p-4 sm:p-5">
              <TileHeader label={label} Icon={Icon} />
              <div>
                <p
                  className={cn('text-2xl font-bold tabular-nums sm:text-3xl', tone && TONE[tone])}
                  data-testid="tile-value"
                >
                  {value}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">{note}</p>
              </div>
            </Card>
          ))}
    </section>
  );
}
