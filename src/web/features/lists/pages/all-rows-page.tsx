import { Link, useParams } from 'react-router';
import { Users } from 'lucide-react';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../../app/auth-context';
import { EntityTable } from '../../../components/data-table/entity-table';
import { Button } from '../../../components/ui/button';
import { EmailFinderDialog } from '../../email-finder/email-finder-dialog';
import { allPreferenceKey, KIND_TITLES, kindOfSegment, SEARCH_PLACEHOLDERS } from '../lib/kind-routes';

const DESCRIPTIONS = {
  organizations: 'Every organization your analyses found, once per name at its best fit.',
  imported_accounts: 'Every account your team imported.',
  contacts: 'Every contact discovered across your organizations.',
} as const;

/** /dashboard/all/:kind: a kind's whole table (all contacts across organizations, all organizations, all accounts). */
export function AllRowsPage() {
  const kind = kindOfSegment(useParams().kind) ?? 'contacts';
  const { currentRole } = useAuth();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">All {KIND_TITLES[kind].toLowerCase()}</h1>
          <p className="mt-1 text-muted-foreground">{DESCRIPTIONS[kind]}</p>
        </div>
        {kind === 'contacts' && roleSatisfies(currentRole, { minRole: 'member' }) && (
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm" className="h-8 gap-1.5">
              <Link to="/dashboard/people">
                <Users className="size-4" aria-hidden />
                Search people
              </Link>
            </Button>
            <EmailFinderDialog />
          </div>
        )}
      </div>
      <EntityTable
        key={kind}
        kind={kind}
        preferenceKey={allPreferenceKey(kind)}
        canAct={roleSatisfies(currentRole, { minRole: 'member' })}
        searchPlaceholder={SEARCH_PLACEHOLDERS[kind]}
      />
    </div>
  );
}
