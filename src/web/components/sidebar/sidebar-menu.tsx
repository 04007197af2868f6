import { lazy, Suspense, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Slot } from '../ui/slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useSidebar } from './sidebar-provider';

// Radix tooltip and Floating UI are only needed once the sidebar is collapsed to icons: their own chunk.
const MenuButtonTooltip = lazy(() =>
  import('./menu-button-tooltip').then((module) => ({ default: module.MenuButtonTooltip })),
);

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu"
      data-sidebar="menu"
      className={cn('flex w-full min-w-0 flex-col gap-1', className)}
      {...props}
    />
  );
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="sidebar-menu-item"
      data-sidebar="menu-item"
      className={cn('group/menu-item relative', className)}
      {...props}
    />
  );
}

export const sidebarMenuButtonVariants = cva(
  'peer/menu-button flex w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm ring-sidebar-ring outline-hidden transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 active:bg-sidebar-accent active:text-sidebar-accent-foreground disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      size: {
        default: 'h-8 text-sm',
        sm: 'h-7 text-xs',
        lg: 'h-12 text-sm group-data-[collapsible=icon]:p-0!',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type SidebarMenuButtonProps = ComponentProps<'button'> &
  VariantProps<typeof sidebarMenuButtonVariants> & {
    asChild?: boolean;
    isActive?: boolean;
    /** Shown beside the item while the sidebar is collapsed to icons. */
    tooltip?: ReactNode;
  };

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  size,
  className,
  onClick,
  ...props
}: SidebarMenuButtonProps) {
  const { isMobile, state, setOpenMobile } = useSidebar();
  const Comp = asChild ? Slot : 'button';

  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-sidebar="menu-button"
      data-size={size ?? 'default'}
      data-active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={cn(sidebarMenuButtonVariants({ size }), className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // Following a link from the mobile drawer should reveal the page.
        if (isMobile && !event.defaultPrevented) setOpenMobile(false);
      }}
      {...props}
    />
  );

  // The label beside an icon only exists while the sidebar is collapsed on a wide screen.
  if (!tooltip || state !== 'collapsed' || isMobile) return button;

  return (
    <Suspense fallback={button}>
      <MenuButtonTooltip tooltip={tooltip}>{button}</MenuButtonTooltip>
    </Suspense>
  );
}
