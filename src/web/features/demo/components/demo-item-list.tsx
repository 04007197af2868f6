import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import type { DemoSession } from '../api/use-demo';

export const DELETE_CONFIRM = 'Are you sure you want to delete this item?';

type Props = {
  sessions: DemoSession[];
  /** The acting user (the impersonated one while impersonating): only their own sessions can be changed. */
  actingUserId: string | null;
  busy: boolean;
  onRename: (session: DemoSession, name: string) => void;
  onDelete: (session: DemoSession) => void;
};

/**
 * The company's analysis sessions, each saying whose it is; the acting user's own can be renamed through a
 * prompt and deleted after a confirm (as the spec has it). A teammate's are shown, never changed.
 */
export function DemoItemList({ sessions, actingUserId, busy, onRename, onDelete }: Props) {
  if (sessions.length === 0) {
    return (
      <p
        data-testid="demo-empty"
        className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground"
      >
        No analysis sessions found
      </p>
    );
  }
  const rename = (session: DemoSession) => {
    const name = window.prompt('Rename item', session.productName ?? '');
    if (name === null) return;
    onRename(session, name);
  };
  const remove = (session: DemoSession) => {
    if (window.confirm(DELETE_CONFIRM)) onDelete(session);
  };
  return (
    <ul className="divide-y rounded-lg border" aria-label="Analysis sessions">
      {sessions.map((session) => {
        const own = session.userId === actingUserId;
        return (
          <li
            key={session.id}
            data-testid="demo-item"
            data-name={session.productName ?? ''}
            data-own={own}
            className="flex flex-wrap items-center gap-3 px-4 py-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium [overflow-wrap:anywhere]">{session.productName || 'Untitled'}</p>
              <p className="text-xs text-muted-foreground">
                Created {formatDateTime(session.createdAt)} ·{' '}
                <span data-testid="demo-owner">{own ? 'Yours' : `Owner: ${session.ownerEmail ?? 'a teammate'}`}</span>
              </p>
            </div>
            <Badge variant={session.status === 'completed' ? 'default' : 'secondary'}>{session.status}</Badge>
            {own ? (
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => rename(session)}
                  aria-label={`Rename ${session.productName ?? 'item'}`}
                >
                  <Pencil aria-hidden="true" />
                  <span className="hidden sm:inline">Rename</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => remove(session)}
                  aria-label={`Delete ${session.productName ?? 'item'}`}
                  className="text-destructive hover:text-destructive"
                >
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">Delete</span>
                </Button>
              </div>
            ) : (
              <span className="text-xs text-muted-foreground">View only</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
