import type { ReactNode } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '../../components/sidebar/sidebar-menu';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';

type SidebarDropdownProps = {
  /** What the sidebar button shows (an initial, a name, a badge…). */
  trigger: ReactNode;
  tooltip: string;
  testId: string;
  /** The menu's minimum width class, e.g. min-w-56. */
  minWidth: string;
  children: ReactNode;
};

/** A sidebar-footer button that opens a menu beside it (above it in the mobile drawer). */
export function SidebarDropdown({ trigger, tooltip, testId, minWidth, children }: SidebarDropdownProps) {
  const { isMobile } = useSidebar();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={tooltip}
              data-testid={testId}
              // Opening the menu must not close the mobile drawer it sits in.
              onClick={(event) => event.preventDefault()}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {trigger}
              <ChevronsUpDown className="ml-auto size-4 shrink-0 opacity-60" aria-hidden="true" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            side={isMobile ? 'top' : 'right'}
            align="end"
            sideOffset={8}
            className={cn('w-(--radix-dropdown-menu-trigger-width)', minWidth)}
          >
            {children}
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
