import { useState } from 'react';
import { toast } from 'sonner';
import type { ListVisibility } from '#domain/lists';
import { TABLE_KIND_LABELS } from '#domain/table-columns';
import type { TableSelection } from '#domain/table-query';
import { useListMutations, useLists } from '../../lib/lists-api';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

const NEW = 'new';

/** "Add to list": an existing list of the rows' kind, or a new one (team or private); says what happened. */
export function AddToListDialog({
  open,
  onOpenChange,
  selection,
  count,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: TableSelection | null;
  count: number;
  onDone?: () => void;
}) {
  const kind = selection?.kind ?? 'organizations';
  const lists = useLists(kind);
  const { create, addItems } = useListMutations();
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<ListVisibility>('team');
  const words = TABLE_KIND_LABELS[kind];
  const busy = create.isPending || addItems.isPending;

  const submit = async () => {
    if (!selection) return;
    try {
      const list =
        choice === NEW
          ? await create.mutateAsync({ name, kind, visibility })
          : lists.data!.find((l) => l.id === choice)!;
      const result = await addItems.mutateAsync({ id: list.id, selection });
      const parts = [
        result.alreadyListed ? `${result.alreadyListed.toLocaleString('en-US')} already on it` : null,
        result.skippedCount
          ? `${result.skippedCount.toLocaleString('en-US')} left out: ${result.skipped[0]?.reason.toLowerCase()}`
          : null,
      ].filter(Boolean);
      toast.success(
        `Added ${result.added.toLocaleString('en-US')} ${result.added === 1 ? words.one : words.many} to ${list.name}`,
        {
          description: parts.join(' · ') || undefined,
        },
      );
      onOpenChange(false);
      setName('');
      onDone?.();
    } catch (error) {
      toast.error('Could not add to the list', { description: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add to list</DialogTitle>
          <DialogDescription>
            {count.toLocaleString('en-US')} {count === 1 ? words.one : words.many} selected. A row can be on many lists.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">List</legend>
          {(lists.data ?? []).map((list) => (
            <label key={list.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="list"
                className="accent-primary"
                checked={choice === list.id}
                onChange={() => setChoice(list.id)}
              />
              <span className="flex-1">{list.name}</span>
              <span className="text-xs text-muted-foreground">
                {list.visibility === 'private' ? 'Private · ' : ''}
                {list.itemCount.toLocaleString('en-US')}
              </span>
            </label>
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="list"
              className="accent-primary"
              checked={choice === NEW}
              onChange={() => setChoice(NEW)}
            />
            New list
          </label>
        </fieldset>
        {choice === NEW && (
          <div className="space-y-3 rounded-md border p-3">
            <div className="space-y-1.5">
              <Label htmlFor="new-list-name">List name</Label>
              <Input
                id="new-list-name"
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.target.value)}
                placeholder="e.g. Q3 fintech targets"
              />
            </div>
            <div className="flex gap-4 text-sm">
              {(['team', 'private'] as const).map((v) => (
                <label key={v} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name="visibility"
                    className="accent-primary"
                    checked={visibility === v}
                    onChange={() => setVisibility(v)}
                  />
                  {v === 'team' ? 'Shared with the team' : 'Private'}
                </label>
              ))}
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={busy || !selection || (choice === NEW && !name.trim())}>
            {busy ? 'Adding…' : 'Add to list'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
