import { Suspense } from 'react';
import { Users } from 'lucide-react';
import { lazyPage } from '../../../app/routes/lazy-page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTeammateConfigurations } from '../api/use-teammate-configurations';

// The picker (Radix select, the confirmation dialog) only exists when a teammate has a configuration to offer.
const TeammatePicker = lazyPage(() => import('./teammate-picker'), 'TeammatePicker');

/**
 * Each member has their own configuration; this offers a teammate's as a starting point, or says the
 * configuration is the user's own when no teammate has one.
 */
export function TeammateConfigurations({ hasOwn, dirty }: { hasOwn: boolean; dirty: boolean }) {
  const teammates = useTeammateConfigurations(true);
  const list = teammates.data ?? [];
  if (list.length === 0) {
    return (
      <p className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="own-configuration-note">
        <Users className="size-3.5 shrink-0" aria-hidden="true" />
        This configuration is yours: each member of your company keeps their own.
      </p>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full" aria-label="Loading teammates' configurations" />}>
      <TeammatePicker list={list} hasOwn={hasOwn} dirty={dirty} />
    </Suspense>
  );
}
