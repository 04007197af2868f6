import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ChevronsUpDown, LogOut } from 'lucide-react';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '../../components/sidebar/sidebar-menu';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../auth-context';

function UserInitial({ email }: { email: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-sm font-semibold text-sidebar-accent-foreground"
    >
      {email.charAt(0).toUpperCase()}
    </span>
  );
}

/** The signed-in user's e-mail with a Sign out action. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const { isMobile, setOpenMobile } = useSidebar();
  const navigate = useNavigate();

  if (!user) return null;

  const handleSignOut = async () => {
    if (isMobile) setOpenMobile(false);
    try {
      await signOut();
    } catch {
      toast.error('Failed to sign out. Please try again.');
      return;
    }
    navigate('/auth', { replace: true });
  };

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={user.email}
              data-testid="user-menu"
              // Opening the menu must not close the mobile drawer it sits in.
              onClick={(event) => event.preventDefault()}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              <UserInitial email={user.email} />
              <span className="grid min-w-0 flex-1 text-left leading-tight">
                {user.name && user.name !== user.email ? <span className="truncate font-medium">{user.name}</span> : null}
                <span className="truncate text-xs text-sidebar-foreground/70" data-testid="user-email">
                  {user.email}
                </span>
              </span>
              <ChevronsUpDown className="ml-auto size-4 shrink-0 opacity-60" aria-hidden="true" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            side={isMobile ? 'top' : 'right'}
            align="end"
            sideOffset={8}
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
          >
            <DropdownMenuLabel className="grid font-normal">
              <span className="text-xs text-muted-foreground">Signed in as</span>
              <span className="truncate text-sm font-medium">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void handleSignOut()} data-testid="sign-out">
              <LogOut aria-hidden="true" />
              Sign out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
