import { useFetched } from '../../lib/use-fetched';
import type { HostBrandingDto, HostBrandingResponse } from '#domain/branding';
import { brandedPageTitle, DEFAULT_PAGE_TITLE } from '#domain/page-title';
import { api } from '../../lib/api';
import { useBrandColors, usePageTitle } from './use-brand-theme';

/**
 * The branding of the company whose custom domain this page was opened on (null on any other
 * host, or when the lookup fails), for pages a signed-out visitor sees. While mounted, its
 * colours are the theme's and its name is in the title.
 */
export function useHostBranding(): { branding: HostBrandingDto | null; loading: boolean } {
  // Without the query library: /auth shows it and downloads none.
  const query = useFetched(async () => (await api<HostBrandingResponse>('/branding/by-host')).branding);
  const branding = query.data ?? null;
  useBrandColors(branding ? { primary: branding.primaryColor, secondary: branding.secondaryColor } : null);
  usePageTitle(branding ? brandedPageTitle(branding.companyName) : DEFAULT_PAGE_TITLE);
  return { branding, loading: query.pending };
}
