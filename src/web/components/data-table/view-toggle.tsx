import { LayoutGrid, Table2 } from 'lucide-react';
import type { TableView } from '#domain/lists';
import { cn } from '../../lib/cn';

/** Table or cards; the choice is kept per user on the server (useTablePreference). */
export function ViewToggle({ view, onChange }: { view: TableView; onChange: (view: TableView) => void }) {
  const option = (value: TableView, label: string, Icon: typeof Table2) => (
    <button
      type="button"
      role="radio"
      aria-checked={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded px-2.5 text-sm',
        view === value ? 'bg-background font-medium shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </button>
  );
  return (
    <div role="radiogroup" aria-label="View" className="inline-flex rounded-md bg-muted p-0.5">
      {option('table', 'Table', Table2)}
      {option('cards', 'Cards', LayoutGrid)}
    </div>
  );
}
