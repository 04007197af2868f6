import type { CSSProperties, ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../ui/sheet';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-provider';

type MobileSidebarProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer (visually hidden). */
  mobileTitle: string;
  children: ReactNode;
};

/** The sidebar below 768 px: an off-canvas drawer from the left (18rem). */
export function MobileSidebar({ open, onOpenChange, mobileTitle, children }: MobileSidebarProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar"
        data-sidebar="sidebar"
        data-mobile="true"
        data-testid="mobile-sidebar"
        showCloseButton={false}
        className="w-(--sidebar-width) max-w-[85vw] gap-0 bg-sidebar p-0 text-sidebar-foreground"
        style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{mobileTitle}</SheetTitle>
          <SheetDescription>Main navigation</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
