import { firstLoadModules } from '#domain/first-load-modules';
import type { Preloadable } from './lazy-page';
import {
  AccountsPage,
  CompanyOnboardingPage,
  ContactsPage,
  DashboardHome,
  DashboardLayout,
  LandingPage,
  ListsPage,
  PeopleSearchPage,
  ResearchPage,
  TargetingPage,
} from './pages';

/**
 * The pages behind the modules a first load names (#domain/first-load-modules, whose chunks index.html preloads),
 * keyed the same way; the shell's own modules (the router's) are not pages of this chunk.
 */
export const FIRST_LOAD_PAGES: Readonly<Record<string, Preloadable>> = {
  'features/landing/pages/landing-page.tsx': LandingPage,
  'features/companies/pages/company-onboarding-page.tsx': CompanyOnboardingPage,
  'app/layout/dashboard-layout.tsx': DashboardLayout,
  'app/routes/dashboard-home.tsx': DashboardHome,
  'features/prospecting/targeting/pages/targeting-page.tsx': TargetingPage,
  'features/prospecting/research/pages/research-page.tsx': ResearchPage,
  'features/prospecting/contacts/pages/contacts-page.tsx': ContactsPage,
  'features/imports/pages/accounts-page.tsx': AccountsPage,
  'features/lists/pages/lists-page.tsx': ListsPage,
  'features/people-search/people-search-page.tsx': PeopleSearchPage,
};

/** Loads the code of the pages a first load of `pathname` renders (already on its way: index.html preloads it). */
export function preloadFirstLoadPages(pathname: string): Promise<unknown> {
  return Promise.all(firstLoadModules(pathname).map((module) => FIRST_LOAD_PAGES[module]?.preload()));
}
