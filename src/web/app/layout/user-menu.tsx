import { menuLoader } from '../../components/ui/menu-on-intent';
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

const userMenu = menuLoader(() => import('./user-menu-items').then((module) => module.UserMenuItems));

/** The signed-in user's e-mail with a Sign out action. */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SidebarDropdown
      loader={userMenu}
      tooltip={user.email}
      testId="user-menu"
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
    />
  );
}
