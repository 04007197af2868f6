import { Link } from 'react-router';
import { ThemeToggle } from '../../../components/theme/theme-toggle';
import { Button } from '../../../components/ui/button';
import { ScoutlineLogo } from './scoutline-logo';

export const LANDING_ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#about', label: 'About' },
  { href: '#pricing', label: 'Pricing' },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          aria-label="Scoutline home"
          className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <ScoutlineLogo />
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-8 md:flex">
          {LANDING_ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button asChild variant="outline">
            <Link to="/auth">Login</Link>
          </Button>
        </div>
      </div>
      <nav
        aria-label="Sections (compact)"
        className="flex justify-center gap-6 border-t border-border/60 py-2 md:hidden"
      >
        {LANDING_ANCHORS.map((anchor) => (
          <a
            key={anchor.href}
            href={anchor.href}
            className="text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          >
            {anchor.label}
          </a>
        ))}
      </nav>
    </header>
  );
}
