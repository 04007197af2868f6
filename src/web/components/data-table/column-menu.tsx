import { Columns3 } from 'lucide-react';
import type { TableColumn } from '#domain/table-columns';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/** Show or hide columns; the name column always shows. */
export function ColumnMenu({
  columns,
  hidden,
  onChange,
}: {
  columns: TableColumn[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-8 gap-1.5">
          <Columns3 className="size-4" aria-hidden />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns
          .filter((c) => c.id !== 'name')
          .map((c) => (
            <DropdownMenuCheckboxItem
              key={c.id}
              checked={!hidden.includes(c.id)}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(on) => onChange(on ? hidden.filter((h) => h !== c.id) : [...hidden, c.id])}
            >
              {c.label}
            </DropdownMenuCheckboxItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
