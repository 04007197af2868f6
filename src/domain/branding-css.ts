/**
 * Custom CSS safety. The CSS is the company's own, injected as the text of a <style> element, so
 * it can never become markup; these rules also keep it from loading script, other style sheets
 * or non-image data, including when disguised with comments, escapes or whitespace.
 */

type Rule = { label: string; pattern: RegExp };

// Matched against the normalised text (comments gone, escapes decoded, lower case, no whitespace).
const RULES: Rule[] = [
  { label: '"<" (markup such as </style>)', pattern: /</ },
  { label: '@import', pattern: /@import/ },
  { label: 'javascript: URLs', pattern: /javascript:/ },
  { label: 'vbscript: URLs', pattern: /vbscript:/ },
  {
    label: 'data: URLs other than PNG, JPEG, GIF or WebP images',
    pattern: /url\(['"]?data:(?!image\/(?:png|jpe?g|gif|webp)[;,])/,
  },
  { label: 'expression()', pattern: /expression\(/ },
  { label: 'behavior:', pattern: /(?<![\w-])behaviou?r:/ },
  { label: '-moz-binding', pattern: /(?<![\w-])-moz-binding/ },
];

const codePoint = (hex: string) => {
  const n = Number.parseInt(hex, 16);
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\ufffd';
};

/** What a browser would see once comments and escapes are gone, lower-cased and without whitespace. */
export function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\\r?\n/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => codePoint(hex))
    .replace(/\\(.)/g, '$1')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replaceAll(String.fromCharCode(0), '');
}

/** The unsafe constructs the CSS contains (empty when it is safe to save). */
export function findUnsafeCss(css: string): string[] {
  const normalized = normalizeCss(css);
  return RULES.filter((rule) => rule.pattern.test(normalized)).map((rule) => rule.label);
}

const UNSAFE_URL = /url\(\s*(['"]?)\s*(?:javascript|vbscript|data)\s*:[^)]*\)/gi;
const SAFE_DATA_IMAGE = /^url\(\s*['"]?\s*data:image\/(?:png|jpe?g|gif|webp)[;,]/i;

/**
 * Strips the unsafe constructs from CSS (defence in depth when applying stored CSS). If anything
 * unsafe survives the stripping (say, hidden behind escapes), nothing is returned at all.
 */
export function sanitizeCss(css: string): string {
  const stripped = css
    .replace(/<\/?\s*style[^>]*>?/gi, '')
    .replace(/</g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(UNSAFE_URL, (match) => (SAFE_DATA_IMAGE.test(match) ? match : 'none'))
    .replace(/(javascript|vbscript)\s*:/gi, 'blocked-$1-')
    .replace(/expression\s*\(/gi, 'x-expr(')
    .replace(/(?<![\w-])(behaviou?r\s*:)/gi, 'x-$1')
    .replace(/(?<![\w-])-moz-binding/gi, 'x-moz-binding');
  return findUnsafeCss(stripped).length === 0 ? stripped : '';
}
