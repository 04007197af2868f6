import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { MaintenanceAction, MaintenanceResult } from '#domain/system-dashboards';

const ACTIONS: { action: MaintenanceAction; title: string; description: string; button: string }[] = [
  {
    action: 'purge-expired-contacts',
    title: 'Purge expired contacts',
    description:
      'Deletes every discovered contact past its 90-day data expiry, in all companies. The hourly job does the same; this runs it now.',
    button: 'Purge',
  },
  {
    action: 'expire-invitations',
    title: 'Remove old expired invitations',
    description:
      'Deletes invitations nobody accepted whose expiry passed more than 30 days ago. Accepted invitations and recently expired ones are kept.',
    button: 'Remove',
  },
  {
    action: 'vacuum-analyze',
    title: 'Vacuum and analyze',
    description:
      'Refreshes the database planner statistics: VACUUM ANALYZE on PostgreSQL, ANALYZE on the embedded database. Safe while the app runs.',
    button: 'Run',
  },
];

/** The three real maintenance actions, each behind a confirmation; the result arrives as a toast. */
export function MaintenanceCard({
  run,
  busyAction,
}: {
  run: (action: MaintenanceAction) => Promise<MaintenanceResult>;
  busyAction: MaintenanceAction | null;
}) {
  const [confirming, setConfirming] = useState<MaintenanceAction | null>(null);
  return (
    <Card data-testid="maintenance-card">
      <CardHeader>
        <CardTitle>Maintenance</CardTitle>
        <CardDescription>Real actions on the shared database. Each asks for confirmation first.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {ACTIONS.map((item) => (
          <div
            key={item.action}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium">{item.title}</p>
              <p className="text-sm text-muted-foreground">{item.description}</p>
            </div>
            <AlertDialog
              open={confirming === item.action}
              onOpenChange={(open) => setConfirming(open ? item.action : null)}
            >
              <AlertDialogTrigger asChild>
                <Button
                  variant="outline"
                  className="shrink-0"
                  disabled={busyAction !== null}
                  data-testid={`maintenance-${item.action}`}
                >
                  {busyAction === item.action && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  {item.button}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{item.title}?</AlertDialogTitle>
                  <AlertDialogDescription>{item.description}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction onClick={() => void run(item.action).catch(() => undefined)}>
                    {item.button}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
