import { useEffect, useMemo, useState } from 'react';
import { EnrolSelectionButton } from '../../../sequences/components/enrol-selection-button';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { Building2, ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert';
import { LoadMore } from '../../../../components/load-more';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { isDailyLimitError, toastError } from '../../shared/api-helpers';
import { ContactDetailDialog } from '../../shared/contact-detail-dialog';
import { EmptyState } from '../../shared/empty-state';
import { RESEARCH_MSG } from '../../shared/messages';
import { PageHeader } from '../../shared/page-header';
import type { Contact } from '../../shared/types';
import { useLiveContacts } from '../../shared/use-live-contacts';
import { useOrganizations, useSelectedOrganization } from '../../shared/use-organizations';
import { useDiscoverContacts, useOrgContacts } from '../api/use-contacts';
import { ContactCard } from '../components/contact-card';
import { ContactSequenceDialog } from '../components/contact-sequence-dialog';
import { ContactsEmpty } from '../components/contacts-empty';
import { ContactsToolbar } from '../components/contacts-toolbar';
import { DiscoveryTrail } from '../components/discovery-trail';
import { SecurityNotice } from '../components/security-notice';
import { EntityTable } from '../../../../components/data-table/entity-table';
import { CONTACT_SEARCH_DELAY_MS, contactsEmptyState, type DiscoveryMode } from '../lib/contacts-view';

// Organizations whose contacts were seen in this session: an empty list then means they are gone.
const seenWithContacts = new Set<string>();

/** Contact Discovery (/dashboard/contacts): find, search and act on an organization's decision-makers. */
export function ContactsPage() {
  const { organizations, loading, error } = useOrganizations();
  const { selected, selectedId, select } = useSelectedOrganization(organizations, !loading);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), CONTACT_SEARCH_DELAY_MS);
  // The whole list (its count, the empty states) and, while a search is typed, the server's matches.
  const all = useOrgContacts(selectedId);
  const searched = useOrgContacts(selectedId, q, Boolean(q));
  const contactsQuery = q ? searched : all;
  const discover = useDiscoverContacts(selectedId);
  const [enrolling, setEnrolling] = useState<Contact | null>(null);
  const [openContact, setOpenContact] = useState<Contact | null>(null);
  useLiveContacts(selectedId);

  const contactsCount = all.total;
  const visible = useMemo(() => contactsQuery.items ?? [], [contactsQuery.items]);
  const visibleCount = q ? searched.total : contactsCount;
  useEffect(() => {
    if (selectedId && contactsCount > 0) seenWithContacts.add(selectedId);
  }, [selectedId, contactsCount]);
  useEffect(() => setSearch(''), [selectedId]);

  const onDiscover = (mode: DiscoveryMode) =>
    selectedId ? discover.mutate(mode) : toastError({ title: RESEARCH_MSG.noOrganization });
  const running = discover.isPending ? (discover.variables ?? null) : null;
  const hidden = contactsQuery.latest?.hiddenByDailyLimit ?? 0;
  const emptyState = contactsEmptyState({
    hasOrganizations: organizations.length > 0 || Boolean(error),
    contactsCount,
    visibleCount,
    search: q,
    hadContacts: Boolean(selectedId && seenWithContacts.has(selectedId)),
  });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="Contact Discovery"
        description="Find the decision-makers at your target organizations, then reach out or research them in depth."
      />
      <SecurityNotice />
      {loading ? (
        <Skeleton className="h-20 w-full" />
      ) : emptyState === 'no-organizations' ? (
        <ContactsEmpty state="no-organizations" organizationName="" />
      ) : (
        <>
          <ContactsToolbar
            selected={selected}
            selectedId={selectedId}
            onSelect={select}
            contactsCount={contactsCount}
            visibleCount={visibleCount}
            running={running}
            onDiscover={onDiscover}
            search={search}
            onSearch={setSearch}
          />
          {selected && <DiscoveryTrail orgId={selected.id} />}
          {!selected ? (
            <EmptyState icon={Building2} title="Select a company" testId="contacts-select-company">
              Pick one of your target organizations to see and discover its contacts.
            </EmptyState>
          ) : contactsQuery.isPending ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="h-64" />
              <Skeleton className="h-64" />
            </div>
          ) : contactsQuery.isError && isDailyLimitError(contactsQuery.error) ? (
            <Alert variant="destructive">
              <ShieldAlert />
              <AlertTitle>{RESEARCH_MSG.dailyLimit.title}</AlertTitle>
              <AlertDescription>{RESEARCH_MSG.dailyLimit.description}</AlertDescription>
            </Alert>
          ) : emptyState ? (
            <ContactsEmpty state={emptyState} organizationName={selected.name} />
          ) : (
            <EntityTable
              kind="contacts"
              extraActions={(selection, count, clear, onStarted) => (
                <>
                  <EnrolSelectionButton selection={selection} count={count} clear={clear} onStarted={onStarted} />
                  <SendToCrmButton request={{ selection, includeContacts: false }} />
                </>
              )}
              preferenceKey="contacts"
              scope={{ organization: selected.id }}
              canAct
              searchPlaceholder="Search contacts by name, title, or department..."
              cards={
                <div className="space-y-2">
                  <div className="grid gap-4 lg:grid-cols-2" data-testid="contact-list">
                    {visible.map((contact) => (
                      <ContactCard
                        key={contact.id}
                        contact={contact}
                        adding={enrolling?.id === contact.id}
                        onAddToSequence={() => setEnrolling(contact)}
                        onViewProfile={() => setOpenContact(contact)}
                      />
                    ))}
                  </div>
                  <LoadMore
                    shown={visible.length}
                    total={visibleCount}
                    hasMore={contactsQuery.hasMore}
                    loading={contactsQuery.loadingMore}
                    onLoadMore={contactsQuery.loadMore}
                    noun="contacts"
                  />
                </div>
              }
            />
          )}
          {hidden > 0 && (
            <p className="text-center text-sm text-muted-foreground">{RESEARCH_MSG.hiddenByLimit(hidden)}</p>
          )}
        </>
      )}
      {enrolling && <ContactSequenceDialog contact={enrolling} onClose={() => setEnrolling(null)} />}
      <ContactDetailDialog contact={openContact} onOpenChange={(open) => !open && setOpenContact(null)} />
    </div>
  );
}
