import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogOut } from 'lucide-react';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../components/ui/dropdown-menu';
import { useAuth } from '../auth-context';
import { SidebarDropdown } from './sidebar-dropdown';

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
    <SidebarDropdown
      tooltip={user.email}
      testId="user-menu"
      minWidth="min-w-56"
      trigger={
        <>
          <UserInitial email={user.email} />
          <span className="grid min-w-0 flex-1 text-left leading-tight">
            {user.name && user.name !== user.email ? <span className="truncate font-medium">{user.name}</span> : null}
            <span className="truncate text-xs text-sidebar-foreground/70" data-testid="user-email">
              {user.email}
            </span>
          </span>
        </>
      }
    >
      <DropdownMenuLabel className="grid font-normal">
        <span className="text-xs text-muted-foreground">Signed in as</span>
        <span className="truncate text-sm font-medium" title={user.email}>
          {user.email}
        </span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void handleSignOut()} data-testid="sign-out">
        <LogOut aria-hidden="true" />
        Sign out
      </DropdownMenuItem>
    </SidebarDropdown>
  );
}
