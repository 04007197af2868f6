import { useLocation } from 'react-router';
import { brandedPageTitle, DEFAULT_PAGE_TITLE } from '#domain/page-title';
import { useAuth } from '../auth-context';
import { useBrandingPreview } from './branding-preview';
import { useBrandColors, useCustomCss, usePageTitle } from './use-brand-theme';
import { useBranding } from './use-branding';

/** The settings page itself never gets the custom CSS, so CSS that breaks the layout can always be fixed. */
const SETTINGS_PATH = '/dashboard/white-label';

/**
 * Applies the current company's saved branding to the whole workspace: colours as theme variables,
 * the custom CSS, and the page title. With no branding (or on unmount, or another company) it resets.
 */
export function BrandingApplier() {
  const { currentCompany } = useAuth();
  const { branding } = useBranding();
  const preview = useBrandingPreview();
  const { pathname } = useLocation();
  const onSettingsPage = pathname.replace(/\/+$/, '') === SETTINGS_PATH;

  useBrandColors(preview ?? (branding ? { primary: branding.primaryColor, secondary: branding.secondaryColor } : null));

  const css = branding && !onSettingsPage ? branding.customCss : null;
  useCustomCss(css);

  usePageTitle(
    branding?.whiteLabelEnabled && currentCompany ? brandedPageTitle(currentCompany.name) : DEFAULT_PAGE_TITLE,
  );

  return null;
}
