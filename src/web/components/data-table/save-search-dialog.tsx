import { useState } from 'react';
import { toast } from 'sonner';
import type { ListVisibility } from '#domain/lists';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSort } from '#domain/table-query';
import { useSavedSearchMutations } from '../../lib/lists-api';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/** Saves the table's filters, sort and visible columns under a name, to re-run later (Lists page). */
export function SaveSearchDialog({
  open,
  onOpenChange,
  kind,
  filter,
  sort,
  columns,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: TableKind;
  filter: TableFilter;
  sort: TableSort;
  columns: string[];
}) {
  const { save } = useSavedSearchMutations();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<ListVisibility>('team');
  const submit = () =>
    save.mutate(
      { name, kind, filter, sort, columns, visibility },
      {
        onSuccess: (search) => {
          toast.success(`Saved search "${search.name}"`, { description: 'Re-run it from Lists to see what is new.' });
          onOpenChange(false);
          setName('');
        },
        onError: (error) => toast.error('Could not save the search', { description: error.message }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Save search</DialogTitle>
          <DialogDescription>Keeps these filters, the sort and the visible columns under a name.</DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="saved-search-name">Name</Label>
          <Input id="saved-search-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex gap-4 text-sm">
          {(['team', 'private'] as const).map((v) => (
            <label key={v} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="search-visibility"
                className="accent-primary"
                checked={visibility === v}
                onChange={() => setVisibility(v)}
              />
              {v === 'team' ? 'Shared with the team' : 'Private'}
            </label>
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={save.isPending || !name.trim()}>
            {save.isPending ? 'Saving…' : 'Save search'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
