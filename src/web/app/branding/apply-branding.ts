import { BRAND_THEME_VARIABLES, brandThemeVariables } from '#domain/branding-colors';
import { sanitizeCss } from '#domain/branding-css';

export const CUSTOM_CSS_ATTRIBUTE = 'data-company-branding';

/** Sets the brand colours as the theme's HSL variables on the root element (inline, so they beat light and dark). */
export function applyBrandColors(root: HTMLElement, colors: { primary: string; secondary: string }) {
  for (const [name, value] of Object.entries(brandThemeVariables(colors.primary, colors.secondary)))
    root.style.setProperty(name, value);
}

/** Removes the brand colours: the stylesheet's defaults show again. */
export function clearBrandColors(root: HTMLElement) {
  for (const name of BRAND_THEME_VARIABLES) root.style.removeProperty(name);
}

/**
 * Injects the company's CSS (sanitised again here) as the text of one <style> element, never as
 * markup; null or empty removes it.
 */
export function applyCustomCss(doc: Document, css: string | null) {
  const safe = css ? sanitizeCss(css) : '';
  let style = doc.head.querySelector<HTMLStyleElement>(`style[${CUSTOM_CSS_ATTRIBUTE}]`);
  if (!safe) {
    style?.remove();
    return;
  }
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(CUSTOM_CSS_ATTRIBUTE, '');
    doc.head.appendChild(style);
  }
  if (style.textContent !== safe) style.textContent = safe;
}
