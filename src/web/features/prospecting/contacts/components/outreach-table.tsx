import type { ReactNode } from 'react';
import { EnrolSelectionButton } from '../../../sequences/components/enrol-selection-button';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { toast } from 'sonner';
import { OUTREACH_LIST_KEY } from '#domain/lists';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../../../app/auth-context';
import { EntityTable } from '../../../../components/data-table/entity-table';
import { useListMutations, useLists } from '../../../../lib/lists-api';

/** The outreach list is one of the company's lists: a table of contacts with the lists' filters and bulk actions. */
export function OutreachTable({ cards }: { cards: ReactNode }) {
  const { currentRole } = useAuth();
  const lists = useLists('contacts');
  const { removeItems } = useListMutations();
  const outreach = lists.data?.find((l) => l.systemKey === OUTREACH_LIST_KEY);
  if (!outreach) return <>{cards}</>;
  return (
    <EntityTable
      kind="contacts"
      extraActions={(selection, count, clear, onStarted) => (
        <>
          <EnrolSelectionButton selection={selection} count={count} clear={clear} onStarted={onStarted} />
          <SendToCrmButton request={{ selection, includeContacts: false }} />
        </>
      )}
      preferenceKey="outreach"
      scope={{ list: outreach.id }}
      canAct={roleSatisfies(currentRole, { minRole: 'member' })}
      searchPlaceholder="Search contacts by name, title, or department..."
      cards={cards}
      onRemove={async (selection) => {
        const { removed } = await removeItems.mutateAsync({ id: outreach.id, selection });
        toast.success(`Removed ${removed.toLocaleString('en-US')} from the Outreach List`);
      }}
    />
  );
}
