import { ORG_FIT_LABELS, type OrgFitCategory } from '#domain/workflow';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const FIT_STYLES: Record<string, string> = {
  perfect: 'border-emerald-600/30 bg-emerald-600/15 text-emerald-800 dark:text-emerald-300',
  great: 'border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-300',
  good: 'border-blue-600/30 bg-blue-600/10 text-blue-800 dark:text-blue-300',
  okay: 'border-amber-600/30 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  poor: 'border-red-600/30 bg-red-600/10 text-red-800 dark:text-red-300',
};

/** "Great Fit", "Perfect Fit"…: organization and contact fit categories. */
export function fitLabel(category: string | null | undefined) {
  if (!category) return 'Unscored';
  return ORG_FIT_LABELS[category as OrgFitCategory] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)} Fit`;
}

export function FitBadge({ category, className }: { category: string | null | undefined; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-testid="fit-badge"
      className={cn(FIT_STYLES[category ?? ''] ?? 'text-muted-foreground', className)}
    >
      {fitLabel(category)}
    </Badge>
  );
}
