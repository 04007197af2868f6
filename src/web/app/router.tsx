import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { loadClassMerger } from '../lib/cn';
import { FullPageSpinner } from './guards/full-page-spinner';
import { lazyPage } from './routes/lazy-page';

/** The sign-in page: the first load of most visitors, so it brings only itself (issue 24: under 100 kB gzip). */
const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'AuthPage');
/** Every other route, with the query library, the guards and the class merger (lib/cn.ts) they render with. */
const DataRoutes = lazyPage(
  () => Promise.all([import('./data-routes'), loadClassMerger()]).then(([module]) => module),
  'DataRoutes',
);

/**
 * Loads the code a first load of `pathname` renders before the first render, so no page suspends on it (see
 * lazyPage); index.html has already asked for that code (modulepreload).
 */
export function preloadFirstLoad(pathname: string): Promise<unknown> {
  if (/^\/auth\/?$/.test(pathname)) return AuthPage.preload();
  return DataRoutes.preload().then((module) => module.preloadFirstLoadPages(pathname));
}

export function AppRouter() {
  return (
    <BrowserRouter>
      {/* Pages load on first visit; the dashboard layout keeps its shell and suspends only its content. */}
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<DataRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
