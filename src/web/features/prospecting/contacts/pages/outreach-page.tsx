import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Download, ListChecks, UserSearch } from 'lucide-react';
import { LoadMore } from '../../../../components/load-more';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { EmptyState } from '../../shared/empty-state';
import { PageHeader } from '../../shared/page-header';
import { OUTREACH_CSV_URL } from '../../shared/prospecting-api';
import { useOutreach, useRemoveFromOutreach } from '../api/use-outreach';
import { OutreachRow } from '../components/outreach-row';
import { OutreachTable } from '../components/outreach-table';
import { AddToSequenceDialog } from '../../../sequences/components/add-to-sequence-dialog';

/** Outreach List (/dashboard/outreach): contacts added to the sequence, exportable as CSV. */
export function OutreachPage() {
  const outreach = useOutreach();
  const remove = useRemoveFromOutreach();
  const entries = outreach.items ?? [];
  const [enrolling, setEnrolling] = useState<string[] | null>(null);
  const allIds = useMemo(() => entries.map((e) => e.contactId), [entries]);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <PageHeader title="Outreach List" description="Contacts you saved for outreach from Contact Discovery.">
        {entries.length > 0 && (
          <Button variant="outline" onClick={() => setEnrolling(allIds)} data-testid="enrol-all">
            <ListChecks aria-hidden="true" />
            Add to Sequence
          </Button>
        )}
        {outreach.total === 0 ? (
          <Button variant="outline" disabled>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={OUTREACH_CSV_URL} download="outreach-list.csv" data-testid="export-csv">
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        )}
      </PageHeader>
      {outreach.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : outreach.isError ? (
        <EmptyState icon={ListChecks} title="Failed to load the outreach list">
          Please reload the page to try again.
        </EmptyState>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="Your outreach list is empty"
          testId="outreach-empty"
          action={
            <Button asChild>
              <Link to="/dashboard/contacts">
                <UserSearch aria-hidden="true" />
                Go to Contact Discovery
              </Link>
            </Button>
          }
        >
          Use Add to Sequence on a contact card (enrol, or Save to Outreach List) to collect the people you plan to
          reach.
        </EmptyState>
      ) : (
        <OutreachTable
          cards={
            <Card className="py-2">
              <CardContent className="px-4 sm:px-6">
                <p className="pt-3 text-sm text-muted-foreground" data-testid="outreach-count">
                  {outreach.total} {outreach.total === 1 ? 'contact' : 'contacts'} in your sequence
                </p>
                <ul className="divide-y">
                  {entries.map((entry) => (
                    <OutreachRow
                      key={entry.id}
                      entry={entry}
                      removing={remove.isPending && remove.variables?.id === entry.id}
                      onRemove={() => remove.mutate(entry)}
                      onAddToSequence={() => setEnrolling([entry.contactId])}
                    />
                  ))}
                </ul>
                <LoadMore
                  shown={entries.length}
                  total={outreach.total}
                  hasMore={outreach.hasMore}
                  loading={outreach.loadingMore}
                  onLoadMore={outreach.loadMore}
                  noun="contacts"
                />
              </CardContent>
            </Card>
          }
        />
      )}
      {enrolling && (
        <AddToSequenceDialog contactIds={enrolling} open onOpenChange={(open) => !open && setEnrolling(null)} />
      )}
    </div>
  );
}
