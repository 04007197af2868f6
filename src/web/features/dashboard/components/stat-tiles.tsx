import { Building, Percent, Star, UserCheck, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardStats, type DashboardStats } from '../api/use-dashboard-stats';

type Tile = { key: keyof DashboardStats; label: string; Icon: LucideIcon; suffix?: string };

const TILES: Tile[] = [
  { key: 'organizationsIdentified', label: 'Organizations Identified', Icon: Building },
  { key: 'greatFitProspects', label: 'Great Fit Prospects', Icon: Star },
  { key: 'qualifiedContacts', label: 'Qualified Contacts', Icon: UserCheck },
  { key: 'successRate', label: 'Success Rate', Icon: Percent, suffix: '%' },
];

export function StatTiles() {
  const { stats, loading } = useDashboardStats();
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {TILES.map(({ key, label, Icon, suffix }) => (
        <Card key={key} data-testid={`stat-${key}`} className="justify-between gap-3 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm leading-snug font-medium text-muted-foreground">{label}</p>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          {loading ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
              {stats[key].toLocaleString('en-US')}
              {suffix}
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}
