import { Badge } from '../../components/ui/badge';
import { menuLoader } from '../../components/ui/menu-on-intent';
import { useAuth } from '../auth-context';
import { CompanyInitial, titleCase } from './company-initial';
import { SidebarDropdown } from './sidebar-dropdown';

const companyMenu = menuLoader(() => import('./company-switcher-items').then((module) => module.CompanySwitcherMenu));

/** The current company with its plan, and a menu to switch to another membership or add one. */
export function CompanySwitcher() {
  const { currentCompany } = useAuth();
  if (!currentCompany) return null;
  return (
    <SidebarDropdown
      loader={companyMenu}
      tooltip={`${currentCompany.name} (${titleCase(currentCompany.planType)})`}
      testId="company-switcher"
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
    />
  );
}
