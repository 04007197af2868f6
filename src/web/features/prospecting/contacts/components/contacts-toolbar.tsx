import { Loader2, RefreshCw, Search, Smartphone, UserSearch } from 'lucide-react';
import { AI_JOB_TYPES } from '#domain/jobs';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { JobRetryNotice } from '../../shared/job-retry-notice';
import { OrganizationPicker } from '../../shared/organization-picker';
import type { Organization } from '../../shared/types';
import { contactsCountLabel, type DiscoveryMode } from '../lib/contacts-view';

type Props = {
  selected: Organization | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  contactsCount: number;
  /** How many the search leaves visible; the counter follows it. */
  visibleCount: number;
  running: DiscoveryMode | null;
  onDiscover: (mode: DiscoveryMode) => void;
  search: string;
  onSearch: (value: string) => void;
};

export function ContactsToolbar({
  selected,
  selectedId,
  onSelect,
  contactsCount,
  visibleCount,
  running,
  onDiscover,
  search,
  onSearch,
}: Props) {
  const hasContacts = contactsCount > 0;
  const spinner = <Loader2 className="animate-spin" aria-hidden="true" />;
  return (
    <Card className="gap-3 py-4">
      <CardContent className="space-y-3 px-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <OrganizationPicker selected={selected} onSelect={onSelect} />
          <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
            {hasContacts && (
              <Button variant="outline" onClick={() => onDiscover('mobile')} disabled={running !== null}>
                {running === 'mobile' ? spinner : <Smartphone aria-hidden="true" />}
                Refresh with Mobile Numbers
              </Button>
            )}
            <Button
              onClick={() => onDiscover(hasContacts ? 'refresh' : 'discover')}
              disabled={running !== null}
              data-testid="discover-contacts"
            >
              {running === 'discover' || running === 'refresh' ? (
                spinner
              ) : hasContacts ? (
                <RefreshCw aria-hidden="true" />
              ) : (
                <UserSearch aria-hidden="true" />
              )}
              {running === 'discover'
                ? 'Discovering Contacts...'
                : running === 'refresh'
                  ? 'Refreshing Contacts...'
                  : hasContacts
                    ? 'Refresh Contacts'
                    : 'Discover Contacts'}
            </Button>
          </div>
        </div>
        <JobRetryNotice type={AI_JOB_TYPES.discovery} subjectId={selectedId} active={running !== null} />
        {hasContacts && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="text-sm font-medium whitespace-nowrap" data-testid="contacts-count" aria-live="polite">
              {contactsCountLabel(contactsCount, visibleCount, search)}
            </p>
            <div className="relative sm:ml-auto sm:w-96">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(e) => onSearch(e.target.value)}
                placeholder="Search contacts by name, title, or department..."
                aria-label="Search contacts"
                className="pl-9"
              />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
