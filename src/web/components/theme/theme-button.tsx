import { Moon, Sun } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../ui/button';

/** The top bar's theme button: a sun in light mode, a moon in dark mode. */
export function ThemeButton({ className, ...props }: Omit<ButtonProps, 'children'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      data-testid="theme-toggle"
      className={cn('relative', className)}
      {...props}
    >
      <Sun className="size-4 scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90" />
      <Moon className="absolute size-4 scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0" />
    </Button>
  );
}
