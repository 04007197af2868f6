import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogOut } from 'lucide-react';
import { useSidebar } from '../../components/sidebar/sidebar-provider';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../components/ui/dropdown-menu';
import { useAuth } from '../auth-context';
import type { IntentMenuProps } from '../../components/ui/menu-on-intent';
import type { SidebarTriggerProps } from './sidebar-dropdown';
import { SidebarDropdownMenu } from './sidebar-dropdown-menu';

/** The user menu's content: who is signed in, and Sign out (loaded by UserMenu). */
export function UserMenuItems(props: SidebarTriggerProps & IntentMenuProps) {
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
    <SidebarDropdownMenu {...props} minWidth="min-w-56">
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
    </SidebarDropdownMenu>
  );
}
