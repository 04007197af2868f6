import { Check } from 'lucide-react';
import { ORG_FIT_CATEGORIES, ORG_FIT_LABELS, type OrgFitCategory } from '#domain/workflow';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { FIT_STYLES } from './fit-styles';
import { FIT_FILTERS, fitFilterLabel, toggleTileFilter, type FitFilter } from './targeting-helpers';

type FilterProps = { counts: Record<FitFilter, number>; filter: FitFilter; onFilter: (filter: FitFilter) => void };

/** Four category tiles that double as filters; the active tile is pressed, pressing it again shows all. */
export function FitTiles({ counts, filter, onFilter }: FilterProps) {
  return (
    <div role="group" aria-label="Fit categories" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {ORG_FIT_CATEGORIES.map((category: OrgFitCategory) => {
        const active = filter === category;
        const style = FIT_STYLES[category];
        return (
          <button
            key={category}
            type="button"
            data-testid={`fit-tile-${category}`}
            aria-pressed={active}
            onClick={() => onFilter(toggleTileFilter(filter, category))}
            className={cn(
              'flex flex-col gap-2 rounded-xl border bg-card p-4 text-left shadow-sm transition-[border-color,background-color,box-shadow] outline-none hover:border-foreground/25 focus-visible:ring-[3px] focus-visible:ring-ring/50',
              active && style.activeTile,
            )}
          >
            <span className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <span className={cn('size-2.5 rounded-full', style.dot)} aria-hidden="true" />
              {ORG_FIT_LABELS[category]}
              {active && <Check className={cn('ml-auto size-4', style.text)} aria-hidden="true" />}
            </span>
            <span className={cn('text-3xl font-bold tabular-nums', style.text)} data-testid="fit-tile-count">
              {counts[category]}
            </span>
          </button>
        );
      })}
    </div>
  );
}

export function FitFilterButtons({ counts, filter, onFilter }: FilterProps) {
  return (
    <div role="group" aria-label="Filter by fit" className="flex flex-wrap gap-2">
      {FIT_FILTERS.map((value) => {
        const active = filter === value;
        return (
          <Button
            key={value}
            size="sm"
            variant={active ? 'default' : 'outline'}
            aria-pressed={active}
            data-testid={`fit-filter-${value}`}
            onClick={() => onFilter(value)}
          >
            {fitFilterLabel(value)}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                active ? 'bg-black/20' : 'bg-muted text-muted-foreground',
              )}
            >
              {counts[value]}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
