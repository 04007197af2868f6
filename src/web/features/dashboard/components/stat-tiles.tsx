import { Building, Percent, Star, UserCheck, type LucideIcon } from 'lucide-react';
import { TileHeader } from '../../../components/tile-header';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardStats, type DashboardStats } from '../api/use-dashboard-stats';
import { formatCount } from '../../../lib/format';

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
          <TileHeader label={label} Icon={Icon} />
          {loading ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
              {formatCount(stats[key])}
              {suffix}
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}
