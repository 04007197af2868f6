import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { useHostBranding } from '../../../app/branding/use-host-branding';

/**
 * The standalone frame of /accept-invite: the brand on top, one centred card. On a company's
 * custom domain the brand is that company's logo and name, in its colours.
 */
export function InviteShell({ children }: { children: ReactNode }) {
  const { branding } = useHostBranding();
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="px-6 py-4">
        {branding ? (
          <span className="inline-flex items-center gap-2 font-semibold" data-testid="invite-company-brand">
            {branding.logoUrl ? (
              <img
                src={branding.logoUrl}
                alt={`${branding.companyName} logo`}
                className="size-8 rounded-lg object-contain"
              />
            ) : null}
            {branding.companyName}
          </span>
        ) : (
          <Link to="/" className="inline-flex items-center gap-2 font-semibold">
            <span className="brand-gradient flex size-8 items-center justify-center rounded-lg text-white">
              <Building2 className="size-4" aria-hidden="true" />
            </span>
            Scoutline
          </Link>
        )}
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">{children}</main>
    </div>
  );
}
