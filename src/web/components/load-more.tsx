import { Loader2 } from 'lucide-react';
import { Button } from './ui/button';

/** Under a cursor-paged list: "Showing n of total" and a Load more button while rows remain. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
  noun,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  noun: string;
}) {
  return (
    <div
      className="flex items-center justify-between gap-3 px-4 py-3 text-sm text-muted-foreground"
      data-testid="load-more"
    >
      <span>
        Showing {shown} of {total} {noun}
      </span>
      {hasMore ? (
        <Button variant="outline" size="sm" onClick={onLoadMore} disabled={loading}>
          {loading ? <Loader2 className="animate-spin" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
