// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { brandThemeVariables } from '#domain/branding-colors';
import { applyBrandColors, applyCustomCss, clearBrandColors, CUSTOM_CSS_ATTRIBUTE } from './apply-branding';

const styles = () => document.head.querySelectorAll(`style[${CUSTOM_CSS_ATTRIBUTE}]`);

describe('applying branding to the document', () => {
  afterEach(() => {
    clearBrandColors(document.documentElement);
    applyCustomCss(document, null);
  });

  it('sets every theme variable as an HSL triple and clears them again', () => {
    const root = document.documentElement;
    applyBrandColors(root, { primary: '#0f766e', secondary: '#764ba2' });
    const expected = brandThemeVariables('#0f766e', '#764ba2');
    for (const [name, value] of Object.entries(expected)) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(root.style.getPropertyValue('--secondary')).toBe('270 37% 46%');
    clearBrandColors(root);
    for (const name of Object.keys(expected)) expect(root.style.getPropertyValue(name)).toBe('');
  });

  it('injects the CSS as text in one style element, replaces it, and removes it', () => {
    applyCustomCss(document, '.card { color: red }');
    applyCustomCss(document, '.card { color: blue }');
    expect(styles()).toHaveLength(1);
    expect(styles()[0]!.textContent).toBe('.card { color: blue }');
    applyCustomCss(document, '');
    expect(styles()).toHaveLength(0);
  });

  it('never lets stored CSS become markup or load script', () => {
    applyCustomCss(document, 'a{color:red}</style><script>window.pwned=1</script><img src=x onerror=alert(1)>');
    const style = styles()[0]!;
    expect(style.textContent).not.toContain('<');
    expect(style.children).toHaveLength(0);
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    applyCustomCss(document, 'a{background:url(\\6a avascript:alert(1))}');
    expect(styles()).toHaveLength(0);
  });
});
