/**
 * What a first load of a path renders, as source modules under src/web (the keys of Vite's build manifest). The
 * server names their chunks in index.html (`<link rel="modulepreload">`), so the browser fetches the page's code
 * at once instead of discovering it one lazy import after another (shell, then routes, then layout, then page).
 * A path no rule matches gets only the shell's own chunks. first-load-modules.test.ts checks that
 * each module is one the router loads lazily.
 */
export interface FirstLoadRule {
  /** The path, without query string; matched whole. */
  path: RegExp;
  modules: readonly string[];
}

const DATA_ROUTES = 'app/data-routes.tsx';
const DASHBOARD = [DATA_ROUTES, 'app/layout/dashboard-layout.tsx'];
const dashboardPage = (segment: string, module: string): FirstLoadRule => ({
  path: new RegExp(`^/dashboard/${segment}/?$`),
  modules: [...DASHBOARD, module],
});

export const FIRST_LOAD_RULES: readonly FirstLoadRule[] = [
  { path: /^\/auth\/?$/, modules: ['features/auth/pages/auth-page.tsx'] },
  { path: /^\/$/, modules: [DATA_ROUTES, 'features/landing/pages/landing-page.tsx'] },
  { path: /^\/company-onboarding\/?$/, modules: [DATA_ROUTES, 'features/companies/pages/company-onboarding-page.tsx'] },
  { path: /^\/dashboard\/?$/, modules: [...DASHBOARD, 'app/routes/dashboard-home.tsx'] },
  dashboardPage('targeting', 'features/prospecting/targeting/pages/targeting-page.tsx'),
  dashboardPage('research', 'features/prospecting/research/pages/research-page.tsx'),
  dashboardPage('contacts', 'features/prospecting/contacts/pages/contacts-page.tsx'),
  dashboardPage('accounts', 'features/imports/pages/accounts-page.tsx'),
  dashboardPage('lists', 'features/lists/pages/lists-page.tsx'),
  dashboardPage('people', 'features/people-search/people-search-page.tsx'),
  { path: /^\/dashboard\/.+$/, modules: DASHBOARD },
];

/** The modules a first load of `pathname` renders beyond the shell; none when no rule matches. */
export function firstLoadModules(pathname: string): readonly string[] {
  return FIRST_LOAD_RULES.find((rule) => rule.path.test(pathname))?.modules ?? [];
}
