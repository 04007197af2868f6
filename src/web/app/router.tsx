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
