import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string };

/** "21–40 of 123" with Previous and Next; nothing when everything fits on one page. */
export function PageControls({ page, pageSize, total, onPage, label }: Props) {
  if (!(pageSize > 0)) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={label} data-testid="page-controls">
      <p className="text-muted-foreground" aria-live="polite">
        {fmt(first)}–{fmt(last)} of {fmt(total)} · page {fmt(page)} of {fmt(pages)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
