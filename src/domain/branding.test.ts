import { describe, expect, it } from 'vitest';
import { BRANDING_MSG, brandingBody, DEFAULT_BRANDING, STORED_FILE_NAME } from './branding';
import {
  brandThemeVariables,
  contrastRatio,
  DARK_FOREGROUND,
  hexToHsl,
  hexToHslTriple,
  LIGHT_FOREGROUND,
  readableShade,
} from './branding-colors';
import { findUnsafeCss, sanitizeCss } from './branding-css';

describe('hexToHsl', () => {
  it('converts the default brand colours', () => {
    expect(hexToHsl('#667eea')).toEqual({ h: 229, s: 76, l: 66 });
    expect(hexToHslTriple('#764ba2')).toBe('270 37% 46%');
  });

  it('handles greys, primaries and upper case', () => {
    expect(hexToHslTriple('#000000')).toBe('0 0% 0%');
    expect(hexToHslTriple('#FFFFFF')).toBe('0 0% 100%');
    expect(hexToHslTriple('#808080')).toBe('0 0% 50%');
    expect(hexToHslTriple('#ff0000')).toBe('0 100% 50%');
    expect(hexToHslTriple('#00ff00')).toBe('120 100% 50%');
    expect(hexToHslTriple('#0000FF')).toBe('240 100% 50%');
    expect(hexToHslTriple('#ff00ff')).toBe('300 100% 50%');
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => hexToHsl('#fff')).toThrow();
    expect(() => hexToHsl('red')).toThrow();
  });
});

describe('readable theme shades', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('keeps dark colours with white text', () => {
    expect(readableShade('#764ba2')).toEqual({ color: '270 37% 46%', foreground: LIGHT_FOREGROUND });
    expect(readableShade('#1e3a8a').foreground).toBe(LIGHT_FOREGROUND);
  });

  it('darkens a mid colour slightly so white text reaches 4.5:1 (like the default theme)', () => {
    const shade = readableShade('#667eea');
    expect(shade.foreground).toBe(LIGHT_FOREGROUND);
    const l = Number(shade.color.split(' ')[2]!.replace('%', ''));
    expect(l).toBeLessThan(66);
    expect(l).toBeGreaterThanOrEqual(54);
  });

  it('gives light colours dark text instead of turning them muddy', () => {
    expect(readableShade('#ffd400')).toEqual({ color: hexToHslTriple('#ffd400'), foreground: DARK_FOREGROUND });
    expect(readableShade('#ffffff').foreground).toBe(DARK_FOREGROUND);
  });

  it('sets primary, ring, sidebar and secondary variables', () => {
    const vars = brandThemeVariables('#0f766e', '#9333ea');
    expect(Object.keys(vars).sort()).toEqual(
      [
        '--primary',
        '--primary-foreground',
        '--ring',
        '--secondary',
        '--secondary-foreground',
        '--sidebar-primary',
        '--sidebar-primary-foreground',
        '--sidebar-ring',
      ].sort(),
    );
    expect(vars['--primary']).toBe(vars['--ring']);
    expect(vars['--secondary']).toBe(hexToHslTriple('#9333ea'));
  });
});

describe('custom CSS safety', () => {
  it('accepts ordinary CSS, including image data URLs and https fonts', () => {
    const css = `.card > h3 { color: #333; content: "\\201C"; }\n@font-face { src: url(https://fonts.example.com/a.woff2); }\n.logo { background: url("data:image/png;base64,AAAA"); }`;
    expect(findUnsafeCss(css)).toEqual([]);
    expect(sanitizeCss(css)).toBe(css);
  });

  it.each([
    ['</style><script>alert(1)</script>', '"<" (markup such as </style>)'],
    ['@import url(https://evil.example/x.css);', '@import'],
    ['a { background: url(javascript:alert(1)) }', 'javascript: URLs'],
    ['a { background: url("data:text/html,<b>") }', 'data: URLs other than PNG, JPEG, GIF or WebP images'],
    ['a { background: url(data:image/svg+xml,abc) }', 'data: URLs other than PNG, JPEG, GIF or WebP images'],
    ['a { width: expression(alert(1)) }', 'expression()'],
    ['a { behavior: url(x.htc) }', 'behavior:'],
    ['a { -moz-binding: url(x.xml#y) }', '-moz-binding'],
  ])('refuses %s', (css, label) => {
    expect(findUnsafeCss(css)).toContain(label);
    expect(findUnsafeCss(sanitizeCss(css))).toEqual([]);
  });

  it('sees through comments, escapes, case and whitespace', () => {
    expect(findUnsafeCss('a{background:url(java/**/script:alert(1))}')).toContain('javascript: URLs');
    expect(findUnsafeCss('a{background:url(\\6a avascript:alert(1))}')).toContain('javascript: URLs');
    expect(findUnsafeCss('@IM\\PORT "x.css";')).toContain('@import');
    expect(findUnsafeCss('a{width:EXPRESSION  (1)}')).toContain('expression()');
    expect(findUnsafeCss('a{content:"\\3c /style>"}')).toContain('"<" (markup such as </style>)');
  });

  it('strips what it can and drops the whole CSS when something hides behind escapes', () => {
    expect(sanitizeCss('a{color:red}</style><script>x</script>b{color:blue}')).not.toMatch(/<|style>/);
    expect(sanitizeCss('@import "x.css"; a{color:red}')).toBe(' a{color:red}');
    expect(sanitizeCss('a{background:url(\\6a avascript:alert(1))}')).toBe('');
  });
});

describe('the settings body', () => {
  const valid = {
    ...DEFAULT_BRANDING,
    primaryColor: '#0F766E',
    customDomain: ' App.Example.com ',
    emailFooter: '  ',
    customCss: '',
  };

  it('normalises colours, domains and empty text', () => {
    const parsed = brandingBody.parse(valid);
    expect(parsed).toMatchObject({
      primaryColor: '#0f766e',
      customDomain: 'app.example.com',
      emailFooter: null,
      customCss: null,
    });
  });

  it('refuses bad colours, domains, long footers and unsafe or large CSS', () => {
    const issue = (patch: Record<string, unknown>) =>
      brandingBody.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;
    expect(issue({ primaryColor: '#fff' })).toBe(BRANDING_MSG.badColor);
    expect(issue({ secondaryColor: 'purple' })).toBe(BRANDING_MSG.badColor);
    expect(issue({ customDomain: 'http://x.com/path' })).toBe(BRANDING_MSG.badDomain);
    expect(issue({ customDomain: 'localhost' })).toBe(BRANDING_MSG.badDomain);
    expect(issue({ emailFooter: 'x'.repeat(1001) })).toBe(BRANDING_MSG.footerTooLong);
    expect(issue({ customCss: 'a{}'.repeat(7000) })).toBe(BRANDING_MSG.cssTooLarge);
    expect(issue({ customCss: 'é'.repeat(12_000) })).toBe(BRANDING_MSG.cssTooLarge);
    expect(issue({ customCss: '@import "x";' })).toBe(BRANDING_MSG.unsafeCss(['@import']));
  });

  it('names stored files unguessably and never as paths', () => {
    expect(STORED_FILE_NAME.test('logo-1750000000000-0123456789abcdef.png')).toBe(true);
    expect(STORED_FILE_NAME.test('login_background-1750000000000-0123456789abcdef.webp')).toBe(true);
    expect(STORED_FILE_NAME.test('../logo-1750000000000-0123456789abcdef.png')).toBe(false);
    expect(STORED_FILE_NAME.test('logo-1750000000000-0123456789abcdef.svg')).toBe(false);
  });
});
