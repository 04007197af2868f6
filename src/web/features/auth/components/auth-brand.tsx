import { Radar } from 'lucide-react';
import { Link } from 'react-router';
import type { HostBrandingDto } from '#domain/branding';
import { cn } from '../../../lib/cn';

const mark = 'flex size-12 items-center justify-center rounded-2xl bg-white/15 shadow-lg ring-1 ring-white/30';

/**
 * The name above the sign-in card: the company's logo and name on its custom domain, Scoutline
 * elsewhere. Hidden (but holding its place) while the host lookup runs, so neither flashes.
 */
export function AuthBrand({ branding, loading }: { branding: HostBrandingDto | null; loading: boolean }) {
  if (!branding) {
    return (
      <Link to="/" className={cn('flex flex-col items-center gap-2 text-white', loading && 'invisible')}>
        <span className={mark}>
          <Radar className="size-6" aria-hidden="true" />
        </span>
        <span className="text-2xl font-bold tracking-tight">Scoutline</span>
        <span className="text-sm text-white/80">Sales Intelligence</span>
      </Link>
    );
  }
  const { companyName, logoUrl } = branding;
  return (
    <div className="flex flex-col items-center gap-2 text-center text-white" data-testid="auth-company-brand">
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={`${companyName} logo`}
          className="size-14 rounded-2xl bg-white object-contain p-1 shadow-lg ring-1 ring-white/30"
        />
      ) : (
        <span className={cn(mark, 'text-xl font-bold')} aria-hidden="true">
          {companyName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="text-2xl font-bold tracking-tight break-words [text-shadow:0_1px_3px_rgb(0_0_0/0.45)]">
        {companyName}
      </span>
      <span className="text-sm text-white/90 [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]">Sales Intelligence</span>
    </div>
  );
}
