import { Link, useLocation } from 'react-router';
import { Radar } from 'lucide-react';
import {
  Sidebar,
  SidebarContent,
  SidebarExpandedOnly,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
} from '../../components/sidebar/sidebar';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '../../components/sidebar/sidebar-menu';
import { useAuth } from '../auth-context';
import { useBranding } from '../branding/use-branding';
import { isItemActive, visibleSidebarGroups } from './sidebar-items';
// The footer's two menus draw their buttons at once; their Radix menus load when the visitor heads for them.
import { CompanySwitcher } from './company-switcher';
import { UserMenu } from './user-menu';

/** The product mark: the same gradient as the brand, so white-label colours carry over. */
export function ScoutlineMark() {
  return (
    <span
      aria-hidden="true"
      className="brand-gradient flex size-8 shrink-0 items-center justify-center rounded-lg text-primary-foreground shadow-sm"
    >
      <Radar className="size-4" />
    </span>
  );
}

function SidebarBrand() {
  // White-label: the company's name and logo replace the product's.
  const { currentCompany } = useAuth();
  const { branding } = useBranding();
  const whiteLabel = Boolean(branding?.whiteLabelEnabled && currentCompany);
  const name = whiteLabel ? currentCompany!.name : 'Scoutline';
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarMenuButton size="lg" asChild tooltip={name} className="hover:bg-transparent active:bg-transparent">
          <Link to="/dashboard" aria-label={`${name} home`}>
            {whiteLabel && branding?.logoUrl ? (
              <img
                src={branding.logoUrl}
                alt=""
                data-testid="sidebar-logo"
                className="size-8 shrink-0 rounded-lg object-contain"
              />
            ) : (
              <ScoutlineMark />
            )}
            <SidebarExpandedOnly className="grid leading-tight">
              <span className="truncate text-base font-semibold tracking-tight">{name}</span>
              <span className="truncate text-xs text-sidebar-foreground/70">Sales Intelligence</span>
            </SidebarExpandedOnly>
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

export function AppSidebar() {
  const { currentRole, platformRoles } = useAuth();
  const { pathname } = useLocation();
  const groups = visibleSidebarGroups({ currentRole, platformRoles });

  return (
    <Sidebar mobileTitle="Scoutline navigation">
      <SidebarHeader className="border-b border-sidebar-border">
        <SidebarBrand />
      </SidebarHeader>
      <SidebarContent className="gap-0">
        {groups.map((group) => (
          <SidebarGroup key={group.label} data-testid={`sidebar-group-${group.label}`}>
            <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu aria-label={group.label}>
                {group.items.map((item) => {
                  const active = isItemActive(item.url, pathname);
                  return (
                    <SidebarMenuItem key={item.url}>
                      <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
                        <Link to={item.url}>
                          <item.icon aria-hidden="true" />
                          <span>{item.title}</span>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter className="border-t border-sidebar-border">
        <CompanySwitcher />
        <UserMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
