import type { TestApp } from './test-app';

/**
 * Every route the app registers (Hono's app.routes), with its parameters filled by `value`: middleware and the
 * catch-alls are left out, better-auth's `/api/auth/*` stands for one of its routes (`tail`).
 */
export function concreteRoutes(t: TestApp, value: string, tail = 'get-session') {
  const seen = new Set<string>();
  const routes: { method: string; path: string; template: string }[] = [];
  for (const route of t.app.routes) {
    if (route.path.endsWith('*') && route.path !== '/api/auth/*') continue;
    const method = route.method === 'ALL' ? 'POST' : route.method;
    const key = `${method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\*$/, tail);
    routes.push({ method, path, template: route.path });
  }
  return routes;
}
