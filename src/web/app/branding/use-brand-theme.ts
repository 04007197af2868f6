import { useEffect } from 'react';
import { DEFAULT_PAGE_TITLE } from '#domain/page-title';
import { applyBrandColors, clearBrandColors } from './apply-branding';

type BrandColors = { primary: string; secondary: string } | null;

/** Shows the colours as the theme's primary and secondary while mounted; null (or unmounting) restores the defaults. */
export function useBrandColors(colors: BrandColors) {
  const primary = colors?.primary ?? null;
  const secondary = colors?.secondary ?? null;
  useEffect(() => {
    const root = document.documentElement;
    if (primary && secondary) applyBrandColors(root, { primary, secondary });
    else clearBrandColors(root);
    return () => clearBrandColors(root);
  }, [primary, secondary]);
}

/** Sets the page title while mounted; unmounting restores the default one. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
    return () => void (document.title = DEFAULT_PAGE_TITLE);
  }, [title]);
}
