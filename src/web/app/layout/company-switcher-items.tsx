import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Check, Plus } from 'lucide-react';
import { MSG } from '#domain/messages';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../components/ui/dropdown-menu';
import { useAuth } from '../auth-context';
import type { IntentMenuProps } from '../../components/ui/menu-on-intent';
import type { SidebarTriggerProps } from './sidebar-dropdown';
import { SidebarDropdownMenu } from './sidebar-dropdown-menu';
import { CompanyInitial, titleCase } from './company-initial';
import { impersonationRefusal } from '../../lib/server-message';

/** The company switcher's menu: every membership to switch to, and a way to add one (loaded by CompanySwitcher). */
export function CompanySwitcherMenu(props: SidebarTriggerProps & IntentMenuProps) {
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
    <SidebarDropdownMenu {...props} minWidth="min-w-60">
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
    </SidebarDropdownMenu>
  );
}
