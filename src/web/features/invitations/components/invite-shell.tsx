import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';

/** The standalone frame of /accept-invite: the brand on top, one centred card. */
export function InviteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="px-6 py-4">
        <Link to="/" className="inline-flex items-center gap-2 font-semibold">
          <span className="brand-gradient flex size-8 items-center justify-center rounded-lg text-white">
            <Building2 className="size-4" aria-hidden="true" />
          </span>
          Scoutline
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">{children}</main>
    </div>
  );
}
