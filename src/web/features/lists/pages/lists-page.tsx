import { Link } from 'react-router';
import { roleSatisfies } from '#domain/roles';
import { TABLE_KINDS } from '#domain/table-columns';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { ListsCard } from '../components/lists-card';
import { SavedSearchesCard } from '../components/saved-searches-card';
import { KIND_SEGMENTS, KIND_TITLES } from '../lib/kind-routes';

/** /dashboard/lists: the company's named lists and saved searches, and every kind's whole table. */
export function ListsPage() {
  const { currentRole } = useAuth();
  const canAct = roleSatisfies(currentRole, { minRole: 'member' });
  const canSeeContacts = roleSatisfies(currentRole, { roles: ['owner', 'admin', 'member'] });
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Lists</h1>
        <p className="mt-1 text-muted-foreground">
          Named lists of organizations, accounts and contacts, and the searches you run again.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {TABLE_KINDS.filter((k) => k !== 'contacts' || canSeeContacts).map((kind) => (
          <Button key={kind} asChild variant="outline" size="sm">
            <Link to={`/dashboard/all/${KIND_SEGMENTS[kind]}`}>All {KIND_TITLES[kind].toLowerCase()}</Link>
          </Button>
        ))}
      </div>
      <ListsCard canAct={canAct} />
      <SavedSearchesCard canAct={canAct} />
    </div>
  );
}
