import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { brandedPageTitle, DEFAULT_PAGE_TITLE } from '#domain/branding';
import { useAuth } from '../auth-context';
import { applyBrandColors, applyCustomCss, clearBrandColors } from './apply-branding';
import { useBrandingPreview } from './branding-preview';
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

  const colors = preview ?? (branding ? { primary: branding.primaryColor, secondary: branding.secondaryColor } : null);
  const primary = colors?.primary ?? null;
  const secondary = colors?.secondary ?? null;
  useEffect(() => {
    const root = document.documentElement;
    if (primary && secondary) applyBrandColors(root, { primary, secondary });
    else clearBrandColors(root);
    return () => clearBrandColors(root);
  }, [primary, secondary]);

  const css = branding && !onSettingsPage ? branding.customCss : null;
  useEffect(() => {
    applyCustomCss(document, css);
    return () => applyCustomCss(document, null);
  }, [css]);

  const title = branding?.whiteLabelEnabled && currentCompany ? brandedPageTitle(currentCompany.name) : DEFAULT_PAGE_TITLE;
  useEffect(() => {
    document.title = title;
    return () => void (document.title = DEFAULT_PAGE_TITLE);
  }, [title]);

  return null;
}
