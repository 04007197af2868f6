import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { PageHeader } from '../../prospecting/shared/page-header';
import { useCompleteTask, useTasks } from '../api/sequences-api';

/** Tasks (/dashboard/tasks): the manual steps (call, LinkedIn) of your sequences. */
export function TasksPage() {
  const tasks = useTasks();
  const complete = useCompleteTask();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 sm:p-6">
      <PageHeader title="Tasks" description="Calls and LinkedIn messages your sequences ask you to make." />
      {tasks.isPending ? (
        <Skeleton className="h-32" />
      ) : tasks.isError ? (
        <p>Failed to load your tasks. Please reload the page.</p>
      ) : tasks.data.tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open tasks.</p>
      ) : (
        <ul className="divide-y text-sm" data-testid="tasks-list">
          {tasks.data.tasks.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {t.kind === 'call' ? 'Call' : 'LinkedIn message'}: {t.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t.sequenceName} · due {formatDate(t.dueAt)}
                  {t.note && ` · ${t.note}`}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => complete.mutate(t.id)}>
                Done
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
