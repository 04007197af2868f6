import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Refresh now; the line beside it says when the data was read and that it refreshes by itself. */
export function RefreshButton({
  onRefresh,
  fetching,
  updatedAt,
}: {
  onRefresh: () => void;
  fetching: boolean;
  updatedAt: number;
}) {
  return (
    <>
      <span className="text-xs text-muted-foreground" data-testid="updated-at">
        {updatedAt ? `Updated ${new Date(updatedAt).toLocaleTimeString('en-US')} · every 30 s` : 'Refreshes every 30 s'}
      </span>
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={fetching}>
        <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
        Refresh
      </Button>
    </>
  );
}
