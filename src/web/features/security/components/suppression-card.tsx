import { useRef, useState, type FormEvent } from 'react';
import { Ban, Download, Trash2, Upload } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/load-more';
import { SUPPRESSION_CSV_URL, type useSuppression } from '../api/use-suppression';

const REASONS: Record<string, string> = { manual: 'Added by hand', import: 'Imported' };

/** The do-not-contact list: add an address or a domain, import or export a CSV, remove an entry. */
export function SuppressionCard({ suppression }: { suppression: ReturnType<typeof useSuppression> }) {
  const { list, add, importCsv, remove } = suppression;
  const [value, setValue] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const entries = list.items ?? [];
  const erasedCount = list.first?.erasedCount ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) add.mutate(value.trim(), { onSuccess: () => setValue('') });
  };
  const upload = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) importCsv.mutate(await chosen.text());
    if (file.current) file.current.value = '';
  };
  return (
    <Card data-testid="suppression-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Ban className="size-5 text-primary" aria-hidden="true" />
          Do-not-contact list
        </CardTitle>
        <CardDescription>
          People at these addresses and domains are never stored by Contact Discovery, never offered for e-mail or
          calls, and left out of the outreach list and every export. A domain covers its subdomains.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="suppression-value">E-mail address or domain</Label>
            <Input
              id="suppression-value"
              placeholder="jane@example.com or example.com"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!value.trim() || add.isPending}>
            Add to list
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="hidden"
            aria-label="Do-not-contact CSV file"
            onChange={(e) => void upload(e.target.files)}
          />
          <Button variant="outline" size="sm" onClick={() => file.current?.click()} disabled={importCsv.isPending}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={SUPPRESSION_CSV_URL} download="do-not-contact.csv">
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
        {list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No addresses or domains on the list yet.
          </p>
        ) : (
          <div className="rounded-lg border">
            <ul className="divide-y" data-testid="suppression-entries">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                  data-testid="suppression-entry"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{entry.value}</p>
                    <p className="text-xs text-muted-foreground">
                      {REASONS[entry.reason] ?? entry.reason} · {formatDate(entry.createdAt)}
                      {entry.addedBy ? ` · ${entry.addedBy}` : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant="outline">{entry.kind === 'domain' ? 'Domain' : 'Address'}</Badge>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => remove.mutate(entry)}
                      disabled={remove.isPending}
                      aria-label={`Remove ${entry.value}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore
              shown={entries.length}
              total={list.total}
              hasMore={list.hasMore}
              loading={list.loadingMore}
              onLoadMore={list.loadMore}
              noun="entries"
            />
          </div>
        )}
        {erasedCount > 0 && (
          <p className="text-xs text-muted-foreground" data-testid="erased-count">
            Plus {erasedCount} {erasedCount === 1 ? 'entry' : 'entries'} from erasure requests, kept only as hashes (not
            shown or exported).
          </p>
        )}
      </CardContent>
    </Card>
  );
}
