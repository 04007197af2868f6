import { useState } from 'react';
import { Link } from 'react-router';
import { Lock, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { toast } from 'sonner';
import type { ListDto, ListVisibility } from '#domain/lists';
import { TABLE_KINDS, type TableKind } from '#domain/table-columns';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatDate } from '../../../lib/format';
import { useListMutations, useLists } from '../../../lib/lists-api';
import { KIND_TITLES } from '../lib/kind-routes';

type Editing = { list: ListDto | null; name: string; kind: TableKind; visibility: ListVisibility };
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The company's lists the user sees: open, create, rename, share or keep private, delete. */
export function ListsCard({ canAct }: { canAct: boolean }) {
  const lists = useLists();
  const { create, update, remove } = useListMutations();
  const [editing, setEditing] = useState<Editing | null>(null);

  const save = async () => {
    if (!editing) return;
    try {
      if (editing.list)
        await update.mutateAsync({ id: editing.list.id, name: editing.name, visibility: editing.visibility });
      else await create.mutateAsync({ name: editing.name, kind: editing.kind, visibility: editing.visibility });
      toast.success(editing.list ? 'List saved' : `List "${editing.name.trim()}" created`);
      setEditing(null);
    } catch (error) {
      toast.error('Could not save the list', { description: errorText(error) });
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Lists</CardTitle>
        {canAct && (
          <Button
            size="sm"
            onClick={() => setEditing({ list: null, name: '', kind: 'organizations', visibility: 'team' })}
          >
            <Plus aria-hidden /> New list
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {lists.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : !lists.data?.length ? (
          <p className="text-sm text-muted-foreground">
            No lists yet. Tick rows in any table and choose Add to list, or make one here.
          </p>
        ) : (
          <ul className="divide-y" data-testid="lists">
            {lists.data.map((list) => (
              <li key={list.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <Link to={`/dashboard/lists/${list.id}`} className="min-w-0 flex-1 font-medium hover:underline">
                  {list.name}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {KIND_TITLES[list.kind]} · {list.itemCount.toLocaleString('en-US')} ·{' '}
                  {list.visibility === 'private' ? (
                    <Lock className="inline size-3" aria-label="Private" />
                  ) : (
                    <Users className="inline size-3" aria-label="Shared with the team" />
                  )}{' '}
                  {list.ownerEmail ? `by ${list.ownerEmail} · ` : ''}
                  {formatDate(list.updatedAt)}
                </span>
                {list.canEdit && (
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${list.name}`}
                      onClick={() =>
                        setEditing({ list, name: list.name, kind: list.kind, visibility: list.visibility })
                      }
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${list.name}`}
                      onClick={() => {
                        if (!window.confirm(`Delete the list "${list.name}"? The rows on it stay where they are.`))
                          return;
                        remove.mutate(list.id, {
                          onSuccess: () => toast.success(`Deleted ${list.name}`),
                          onError: (e) => toast.error('Could not delete the list', { description: errorText(e) }),
                        });
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{editing?.list ? 'Edit list' : 'New list'}</DialogTitle>
          </DialogHeader>
          {editing && (
            <div className="space-y-3">
              <div className="space-y-1.5">
                <Label htmlFor="list-name">Name</Label>
                <Input
                  id="list-name"
                  value={editing.name}
                  maxLength={100}
                  onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                />
              </div>
              {!editing.list && (
                <div className="space-y-1.5">
                  <Label htmlFor="list-kind">Holds</Label>
                  <select
                    id="list-kind"
                    className="h-9 w-full rounded-md border bg-background px-2 text-sm"
                    value={editing.kind}
                    onChange={(e) => setEditing({ ...editing, kind: e.target.value as TableKind })}
                  >
                    {TABLE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_TITLES[k]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div className="flex gap-4 text-sm">
                {(['team', 'private'] as const).map((v) => (
                  <label key={v} className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      name="list-visibility"
                      className="accent-primary"
                      checked={editing.visibility === v}
                      onChange={() => setEditing({ ...editing, visibility: v })}
                    />
                    {v === 'team' ? 'Shared with the team' : 'Private'}
                  </label>
                ))}
              </div>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => void save()}
              disabled={!editing?.name.trim() || create.isPending || update.isPending}
            >
              Save
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
