import { lazy, Suspense, type ComponentProps, type MouseEvent } from 'react';
import { PanelLeft } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { useSidebar } from './sidebar-provider';

const MobileSidebar = lazy(() => import('./mobile-sidebar').then((module) => ({ default: module.MobileSidebar })));

export type SidebarProps = ComponentProps<'div'> & {
  /** Accessible name of the mobile drawer (visually hidden). */
  mobileTitle?: string;
};

/**
 * Desktop: a fixed left column that collapses to icon width (3rem).
 * Mobile (< 768 px): an off-canvas drawer from the left (18rem).
 */
export function Sidebar({ className, children, mobileTitle = 'Navigation', ...props }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    // The drawer (a dialog: focus trap, scroll lock) only exists on small screens: its own chunk, off the desktop's first load.
    return (
      <Suspense fallback={null}>
        <MobileSidebar open={openMobile} onOpenChange={setOpenMobile} mobileTitle={mobileTitle}>
          {children}
        </MobileSidebar>
      </Suspense>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-side="left"
      data-testid="app-sidebar"
    >
      {/* Reserves the column's width in the flow; the column itself is fixed. */}
      <div
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <div
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border transition-[width] duration-200 ease-linear md:flex group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <nav
          aria-label="Main"
          data-sidebar="sidebar"
          className="flex h-full w-full flex-col overflow-hidden bg-sidebar"
        >
          {children}
        </nav>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      data-sidebar="trigger"
      data-testid="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label="Toggle Sidebar"
      aria-expanded={isMobile ? openMobile : open}
      className={cn('size-7', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'main'>) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn('relative flex min-w-0 w-full flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      data-sidebar="header"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      data-sidebar="footer"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      data-sidebar="content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      data-sidebar="group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  );
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      data-sidebar="group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/70 outline-hidden transition-[margin,opacity] duration-200 ease-linear',
        // Collapsed: hide the text but keep it for screen readers of the group.
        'group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0 group-data-[collapsible=icon]:select-none',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroupContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-content"
      data-sidebar="group-content"
      className={cn('w-full text-sm', className)}
      {...props}
    />
  );
}

/** Shown only while expanded (or in the mobile drawer), e.g. the product name and tagline. */
export function SidebarExpandedOnly({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-expanded-only"
      className={cn('min-w-0 group-data-[collapsible=icon]:hidden', className)}
      {...props}
    />
  );
}
