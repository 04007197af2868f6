import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { SidebarInset, SidebarTrigger } from '../../components/sidebar/sidebar';
import { SidebarProvider } from '../../components/sidebar/sidebar-provider';
import { Button } from '../../components/ui/button';
import { Separator } from '../../components/ui/separator';
import { useAuth } from '../auth-context';
import { ContentSpinner } from '../guards/full-page-spinner';
import { BrandingApplier } from '../branding/branding-applier';
import { AppSidebar } from './app-sidebar';
import { findSidebarLocation, HELP_ITEM, isItemActive, visibleSidebarGroups } from './sidebar-items';
import { lazyPage } from '../routes/lazy-page';
import { ThemeToggle } from '../../components/theme/theme-toggle';

// Shown only while a support user impersonates (with its Radix switch): its own chunk, fetched then.
const ImpersonationBanner = lazyPage(() => import('../impersonation/impersonation-banner'), 'ImpersonationBanner');

function ImpersonationBannerWhileImpersonating() {
  const { impersonating, impersonation } = useAuth();
  if (!impersonating || !impersonation) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}

function PageBreadcrumb() {
  const { pathname } = useLocation();
  const { currentRole, platformRoles } = useAuth();
  const location = findSidebarLocation(pathname, visibleSidebarGroups({ currentRole, platformRoles }));
  const title = location?.item.title ?? (isItemActive(HELP_ITEM.url, pathname) ? HELP_ITEM.title : 'Dashboard');
  const group = location && location.group.label !== 'Main' ? location.group.label : null;

  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {group ? (
          <li className="hidden items-center gap-1.5 text-muted-foreground sm:flex">
            <span>{group}</span>
            <ChevronRight className="size-3.5" aria-hidden="true" />
          </li>
        ) : null}
        <li className="truncate font-medium text-foreground" aria-current="page" data-testid="page-title">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** The signed-in shell: the sidebar, a top bar (toggle, breadcrumb, Help, theme) and the page. */
export function DashboardLayout() {
  return (
    <SidebarProvider>
      <BrandingApplier />
      <AppSidebar />
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-4">
          <SidebarTrigger className="-ml-1" />
          <Separator orientation="vertical" className="mr-1 h-4!" />
          <PageBreadcrumb />
          <div className="ml-auto flex items-center gap-1">
            <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
              <Link to={HELP_ITEM.url} data-testid="help-link">
                <HELP_ITEM.icon aria-hidden="true" />
                <span>{HELP_ITEM.title}</span>
              </Link>
            </Button>
            <ThemeToggle />
          </div>
        </header>
        <ImpersonationBannerWhileImpersonating />
        {/* Pages own their padding (the dashboard page and RoleGate already do). */}
        <div data-slot="dashboard-content" className="flex flex-1 flex-col">
          <Suspense fallback={<ContentSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
