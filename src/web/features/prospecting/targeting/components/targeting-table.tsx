import { useMemo } from 'react';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../../../app/auth-context';
import { EntityTable } from '../../../../components/data-table/entity-table';
import { formatDateTime } from '../../../../lib/format';
import { useTablePreference } from '../../../../lib/lists-api';
import type { TargetingSession } from '../api/use-targeting';
import { TargetingResults, type TargetingResultsProps } from './targeting-results';

/**
 * The latest analysis as a table (server filters, sort, selection and bulk actions) or as the cards it always had;
 * the choice is kept per user. With nothing to list, the cards' empty states say why.
 */
export function TargetingTable(props: TargetingResultsProps & { completed: TargetingSession | null }) {
  const { currentRole } = useAuth();
  const scope = useMemo(() => ({ session: props.completed?.id }), [props.completed?.id]);
  // The cards carry their own heading.
  const tableView = useTablePreference('targeting').preference.view === 'table';
  if (!props.completed || props.organizations.length === 0) return <TargetingResults {...props} />;
  return (
    <section className="space-y-3">
      {tableView && (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="targeting-table-title" className="text-lg font-semibold">
            Target organizations
          </h2>
          <p className="text-sm text-muted-foreground">Analyzed {formatDateTime(props.completed.createdAt)}</p>
        </div>
      )}
      <EntityTable
        kind="organizations"
        extraActions={(selection) => <SendToCrmButton request={{ selection, includeContacts: true }} />}
        preferenceKey="targeting"
        scope={scope}
        canAct={roleSatisfies(currentRole, { minRole: 'member' })}
        searchPlaceholder="Search organizations by name, industry or location..."
        cards={<TargetingResults {...props} />}
      />
    </section>
  );
}
