import type { ComponentType, MouseEvent, ReactNode, Ref } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import {
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  type SidebarMenuButtonProps,
} from '../../components/sidebar/sidebar-menu';
import { useMenuOnIntent, type IntentMenuProps, type MenuLoader } from '../../components/ui/menu-on-intent';

export type SidebarTriggerProps = {
  /** What the sidebar button shows (an initial, a name, a badge…). */
  trigger: ReactNode;
  tooltip: string;
  testId: string;
};

export function SidebarDropdownShell({ children }: { children: ReactNode }) {
  return (
    <SidebarMenu>
      <SidebarMenuItem>{children}</SidebarMenuItem>
    </SidebarMenu>
  );
}

/** The footer button that opens a menu; the same with or without the menu's code. */
export function SidebarDropdownTrigger({
  trigger,
  tooltip,
  testId,
  onClick,
  ...props
}: SidebarTriggerProps & Omit<SidebarMenuButtonProps, 'tooltip' | 'children'> & { ref?: Ref<HTMLElement> }) {
  return (
    <SidebarMenuButton
      size="lg"
      tooltip={tooltip}
      data-testid={testId}
      {...props}
      // Opening the menu must not close the mobile drawer it sits in.
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onClick?.(event);
      }}
      className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
    >
      {trigger}
      <ChevronsUpDown className="ml-auto size-4 shrink-0 opacity-60" aria-hidden="true" />
    </SidebarMenuButton>
  );
}

/**
 * A sidebar-footer button whose menu (`loader`: the Radix menu and its items) is fetched when the visitor heads
 * for it (components/ui/menu-on-intent.ts); until then the button is drawn without it.
 */
export function SidebarDropdown({
  loader,
  ...trigger
}: SidebarTriggerProps & { loader: MenuLoader<ComponentType<SidebarTriggerProps & IntentMenuProps>> }) {
  const { Menu, triggerProps, menuProps } = useMenuOnIntent(loader);
  if (Menu) return <Menu {...trigger} {...menuProps} />;
  return (
    <SidebarDropdownShell>
      <SidebarDropdownTrigger {...trigger} {...triggerProps} />
    </SidebarDropdownShell>
  );
}
