import { ChevronRight } from 'lucide-react';
import { initials, SENIORITY_EMOJI } from '#domain/contacts';
import type { RecommendedSolution } from '#domain/workflow';
import { LoadMore } from '../../../../components/load-more';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ContactStatusBadge } from '../../shared/contact-status-badge';
import { FitBadge } from '../../shared/fit-badge';
import { useCursorList } from '../../../../lib/use-cursor-list';
import { contactsPath, prospectingKeys } from '../../shared/prospecting-api';
import type { Contact } from '../../shared/types';

type Props = {
  organizationId: string;
  solution: RecommendedSolution | null;
  onOpenChange: (open: boolean) => void;
  onOpenContact: (contact: Contact) => void;
};

/** The contacts found for one solution (chosen on the server), newest first, 50 at a time; picking one opens its profile. */
export function SolutionContactsDialog({ organizationId, solution, onOpenChange, onOpenContact }: Props) {
  const filter = solution ? { solution } : {};
  const query = useCursorList<'contacts', Contact>({
    queryKey: prospectingKeys.contacts(organizationId, 'newest', filter),
    path: contactsPath(organizationId, 'newest', filter),
    itemsKey: 'contacts',
    enabled: solution !== null,
  });
  const contacts = (solution && query.items) || [];
  return (
    <Dialog open={solution !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" data-testid="solution-contacts-dialog">
        <DialogHeader className="pr-6">
          <DialogTitle>Contacts for {solution?.product}</DialogTitle>
          <DialogDescription>
            {query.total} {query.total === 1 ? 'contact' : 'contacts'} · select one for the full profile
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : contacts.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No contacts found for this solution yet.</p>
        ) : (
          <ul className="-mx-2 divide-y">
            {contacts.map((contact) => (
              <li key={contact.id}>
                <button
                  type="button"
                  onClick={() => onOpenContact(contact)}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-3 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                    aria-hidden="true"
                  >
                    {initials(contact.name)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {SENIORITY_EMOJI[contact.seniorityLevel ?? 'other'] ?? SENIORITY_EMOJI.other} {contact.name}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {contact.title || 'Title not available'}
                    </span>
                  </span>
                  <span className="hidden flex-col items-end gap-1 sm:flex">
                    <FitBadge category={contact.fitCategory} />
                    <ContactStatusBadge status={contact.enrichmentStatus} />
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {contacts.length > 0 && (
          <LoadMore
            shown={contacts.length}
            total={query.total}
            hasMore={query.hasMore}
            loading={query.loadingMore}
            onLoadMore={query.loadMore}
            noun="contacts"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
