import { LANDING_ANCHORS } from './landing-header';
import { ScoutlineLogo } from './scoutline-logo';

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 sm:px-6 md:flex-row md:justify-between">
        <div className="flex flex-col items-center gap-2 md:items-start">
          <ScoutlineLogo />
          <p className="text-sm text-muted-foreground">Sales Intelligence</p>
        </div>
        <nav aria-label="Footer" className="flex gap-6">
          {LANDING_ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {anchor.label}
            </a>
          ))}
        </nav>
        <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} Scoutline. All rights reserved.</p>
      </div>
    </footer>
  );
}
