import { SearchX, UserRoundX, Users } from 'lucide-react';
import { EmptyState } from '../../shared/empty-state';
import { NoOrganizations } from '../../shared/no-organizations';
import type { ContactsEmptyState } from '../lib/contacts-view';

/** The spec's empty states of Contact Discovery. */
export function ContactsEmpty({
  state,
  organizationName,
}: {
  state: Exclude<ContactsEmptyState, null>;
  organizationName: string;
}) {
  switch (state) {
    case 'no-organizations':
      return <NoOrganizations />;
    case 'none-discovered':
      return (
        <EmptyState icon={Users} title="No Contacts Discovered Yet" testId="contacts-empty">
          Discover Contacts looks for decision-makers at {organizationName} in its public pages and your imported lists.
          Only people found in a source are listed.
        </EmptyState>
      );
    case 'none-current':
      return (
        <EmptyState icon={UserRoundX} title="No Current Contacts" testId="contacts-empty">
          Contacts may have expired or been removed. Refresh to look for current ones.
        </EmptyState>
      );
    case 'no-match':
      return <EmptyState icon={SearchX} title="No contacts found matching your search" testId="contacts-empty" />;
  }
}
