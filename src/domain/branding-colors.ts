/** Colour maths for white-label branding: hex → HSL theme triples with readable foregrounds. */

export type Hsl = { h: number; s: number; l: number };

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** Foregrounds the theme already uses: white, and the near-black of --foreground. */
export const LIGHT_FOREGROUND = '0 0% 100%';
export const DARK_FOREGROUND = '230 25% 10%';
const DARK_FOREGROUND_HEX = '#13151f';

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  if (!isHexColor(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Exact (unrounded) HSL of a #rrggbb colour: h in degrees, s and l in percent. */
function rgbToHsl([r8, g8, b8]: Rgb): Hsl {
  const [r, g, b] = [r8 / 255, g8 / 255, b8 / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100;
  const lig = l / 100;
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/** HSL of a #rrggbb colour, rounded to whole degrees and percents (what the theme variables hold). */
export function hexToHsl(hex: string): Hsl {
  const { h, s, l } = rgbToHsl(hexToRgb(hex));
  return { h: Math.round(h) % 360, s: Math.round(s), l: Math.round(l) };
}

/** The bare `H S% L%` triple the CSS variables take (styles.css wraps them in hsl()). */
export const hslTriple = ({ h, s, l }: Hsl): string => `${h} ${s}% ${l}%`;
export const hexToHslTriple = (hex: string): string => hslTriple(hexToHsl(hex));

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => ratio(hexToRgb(a), hexToRgb(b));

const WHITE: Rgb = [255, 255, 255];
const AA = 4.5;
/** How far a brand colour may be darkened to carry white text before we switch to dark text instead. */
const MAX_DARKEN = 12;

export type ThemeShade = { color: string; foreground: string };

/**
 * The brand colour as a theme shade with a foreground that reaches 4.5:1: white text when it
 * already does; otherwise the colour darkened a little (as the default theme darkens #667eea);
 * otherwise the colour unchanged with dark text.
 */
export function readableShade(hex: string): ThemeShade {
  const rgb = hexToRgb(hex);
  const hsl = hexToHsl(hex);
  if (ratio(rgb, WHITE) >= AA) return { color: hslTriple(hsl), foreground: LIGHT_FOREGROUND };
  for (let l = hsl.l - 1; l >= Math.max(0, hsl.l - MAX_DARKEN); l--) {
    if (ratio(hslToRgb({ ...hsl, l }), WHITE) >= AA)
      return { color: hslTriple({ ...hsl, l }), foreground: LIGHT_FOREGROUND };
  }
  const dark = hexToRgb(DARK_FOREGROUND_HEX);
  return {
    color: hslTriple(hsl),
    foreground: ratio(rgb, dark) >= ratio(rgb, WHITE) ? DARK_FOREGROUND : LIGHT_FOREGROUND,
  };
}

/** Every theme variable the branding sets, for the given primary and secondary colours. */
export function brandThemeVariables(primary: string, secondary: string): Record<string, string> {
  const p = readableShade(primary);
  const s = readableShade(secondary);
  return {
    '--primary': p.color,
    '--primary-foreground': p.foreground,
    '--ring': p.color,
    '--sidebar-primary': p.color,
    '--sidebar-primary-foreground': p.foreground,
    '--sidebar-ring': p.color,
    '--secondary': s.color,
    '--secondary-foreground': s.foreground,
  };
}

export const BRAND_THEME_VARIABLES = Object.keys(brandThemeVariables('#000000', '#000000'));
