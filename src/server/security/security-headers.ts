import type { Env } from '../env';

/**
 * The Content-Security-Policy the built SPA runs under. Scripts only from our own origin (Vite emits no
 * inline script). Styles allow 'unsafe-inline' because the company's custom CSS is injected as one <style>
 * element at run time (sanitised on save and again in the browser) and UI libraries (sonner) insert theirs
 * the same way; branding colours are set through CSSOM, which CSP does not restrict. Images may come from
 * https hosts and data: URLs, as custom CSS and logos may name them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The headers every response carries (HTML, API, files); HSTS only when the app is served over https. */
export function securityHeaders(env: Pick<Env, 'APP_URL'>): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (new URL(env.APP_URL).protocol === 'https:') {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
