import { menuLoader, useMenuOnIntent } from '../ui/menu-on-intent';
import { ThemeButton } from './theme-button';

const themeMenu = menuLoader(() => import('./theme-menu').then((module) => module.ThemeMenu));

export type ThemeToggleProps = { className?: string };

/** Light, dark or system. The menu's code comes when the pointer or focus reaches the button. */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const { Menu, triggerProps, menuProps } = useMenuOnIntent(themeMenu);
  if (Menu) return <Menu className={className} {...menuProps} />;
  return <ThemeButton className={className} {...triggerProps} />;
}
