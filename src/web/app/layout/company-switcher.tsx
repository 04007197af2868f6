import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Check, Plus } from 'lucide-react';
import { MSG } from '#domain/messages';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import { Badge } from '../../components/ui/badge';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../components/ui/dropdown-menu';
import { useAuth } from '../auth-context';
import { SidebarDropdown } from './sidebar-dropdown';
import { impersonationRefusal } from '../../lib/server-message';

/** trial → Trial, owner → Owner. */
export const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function CompanyInitial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sm font-semibold text-sidebar-primary-foreground"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** The current company with its plan, and a menu to switch to another membership or add one. */
export function CompanySwitcher() {
  const { currentCompany, memberships, selectCompany } = useAuth();
  const { isMobile, setOpenMobile } = useSidebar();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  if (!currentCompany) return null;

  const choose = async (companyId: string) => {
    if (companyId === currentCompany.id) return;
    setPending(companyId);
    try {
      await selectCompany(companyId);
    } catch (error) {
      const refusal = impersonationRefusal(error);
      toast.error(MSG.selectCompanyFailed, refusal ? { description: refusal } : undefined);
    } finally {
      setPending(null);
    }
  };

  const createOrJoin = () => {
    if (isMobile) setOpenMobile(false);
    navigate('/company-onboarding?new=1');
  };

  return (
    <SidebarDropdown
      tooltip={`${currentCompany.name} (${titleCase(currentCompany.planType)})`}
      testId="company-switcher"
      minWidth="min-w-60"
      trigger={
        <>
          <CompanyInitial name={currentCompany.name} />
          <span className="grid min-w-0 flex-1 gap-0.5 text-left leading-tight">
            <span className="truncate font-medium" data-testid="current-company-name">
              {currentCompany.name}
            </span>
            <span className="flex">
              <Badge variant="secondary" className="px-1.5 py-0 text-[10px]" data-testid="current-company-plan">
                {titleCase(currentCompany.planType)}
              </Badge>
            </span>
          </span>
        </>
      }
    >
      <DropdownMenuLabel className="text-xs text-muted-foreground">Companies</DropdownMenuLabel>
      {memberships.map((membership) => (
        <DropdownMenuItem
          key={membership.companyId}
          disabled={pending !== null}
          onSelect={() => void choose(membership.companyId)}
          className="gap-2"
        >
          <CompanyInitial name={membership.company.name} />
          <span className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate font-medium">{membership.company.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {titleCase(membership.role)} · {titleCase(membership.company.planType)}
            </span>
          </span>
          {membership.companyId === currentCompany.id ? (
            <Check className="size-4 text-primary" aria-label="Current company" />
          ) : null}
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={createOrJoin} className="gap-2">
        <span className="flex size-8 items-center justify-center rounded-md border border-dashed">
          <Plus className="size-4" aria-hidden="true" />
        </span>
        Create or join a company
      </DropdownMenuItem>
    </SidebarDropdown>
  );
}
