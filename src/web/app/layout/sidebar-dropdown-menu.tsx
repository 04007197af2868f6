import type { ReactNode } from 'react';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import type { IntentMenuProps } from '../../components/ui/menu-on-intent';
import { cn } from '../../lib/cn';
import { SidebarDropdownShell, SidebarDropdownTrigger, type SidebarTriggerProps } from './sidebar-dropdown';

export type SidebarDropdownMenuProps = SidebarTriggerProps &
  IntentMenuProps & {
    /** The menu's minimum width class, e.g. min-w-56. */
    minWidth: string;
    children: ReactNode;
  };

/**
 * The footer button with its Radix menu beside it (above it in the mobile drawer): what SidebarDropdown renders
 * once the menu's code has arrived.
 */
export function SidebarDropdownMenu({
  minWidth,
  children,
  defaultOpen,
  triggerRef,
  ...trigger
}: SidebarDropdownMenuProps) {
  const { isMobile } = useSidebar();
  return (
    <SidebarDropdownShell>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <SidebarDropdownTrigger {...trigger} ref={triggerRef} />
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
    </SidebarDropdownShell>
  );
}
