import { useState } from 'react';
import { ListPlus } from 'lucide-react';
import type { TableKind } from '#domain/table-columns';
import { Button } from '../ui/button';
import { AddToListDialog } from './add-to-list-dialog';

/** "Add to list" for one row shown as a card; the dialog (and its lists request) mounts only when opened. */
export function AddToListButton({
  kind,
  id,
  disabled,
  variant = 'outline',
}: {
  kind: TableKind;
  id: string;
  disabled?: boolean;
  variant?: 'outline' | 'ghost';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)} disabled={disabled}>
        <ListPlus aria-hidden="true" />
        Add to list
      </Button>
      {open && <AddToListDialog open={open} onOpenChange={setOpen} selection={{ kind, ids: [id] }} count={1} />}
    </>
  );
}
