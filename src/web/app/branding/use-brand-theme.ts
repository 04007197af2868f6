import { useEffect } from 'react';
import { DEFAULT_PAGE_TITLE } from '#domain/page-title';

type BrandColors = { primary: string; secondary: string } | null;

// The colour maths and the CSS sanitiser load only when a company or a custom domain has colours or custom CSS:
// not with every sign-in page or dashboard.
type Applier = typeof import('./apply-branding');
let applier: Applier | null = null;
let loading: Promise<Applier> | null = null;
const loadApplier = () => (loading ??= import('./apply-branding').then((loaded) => (applier = loaded)));

/** Shows the colours as the theme's primary and secondary while mounted; null (or unmounting) restores the defaults. */
export function useBrandColors(colors: BrandColors) {
  const primary = colors?.primary ?? null;
  const secondary = colors?.secondary ?? null;
  useEffect(() => {
    if (!primary || !secondary) return;
    const root = document.documentElement;
    let mounted = true;
    const apply = (loaded: Applier) => mounted && loaded.applyBrandColors(root, { primary, secondary });
    if (applier) apply(applier);
    else void loadApplier().then(apply);
    return () => {
      mounted = false;
      // Nothing was applied before the module loaded.
      applier?.clearBrandColors(root);
    };
  }, [primary, secondary]);
}

/** Injects the company's custom CSS (sanitised) while mounted; null, empty or unmounting removes it. */
export function useCustomCss(css: string | null) {
  useEffect(() => {
    // Only the loaded module ever injects the element, so with nothing loaded there is nothing to remove.
    if (!css) return void applier?.applyCustomCss(document, null);
    let mounted = true;
    const apply = (loaded: Applier) => mounted && loaded.applyCustomCss(document, css);
    if (applier) apply(applier);
    else void loadApplier().then(apply);
    return () => {
      mounted = false;
      applier?.applyCustomCss(document, null);
    };
  }, [css]);
}

/** Sets the page title while mounted; unmounting restores the default one. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
    return () => void (document.title = DEFAULT_PAGE_TITLE);
  }, [title]);
}
