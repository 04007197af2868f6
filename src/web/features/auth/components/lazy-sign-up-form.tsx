import { lazy, Suspense } from 'react';
import { Loader2 } from 'lucide-react';
import { loadClassMerger } from '../../../lib/cn';

/**
 * The sign-up form with the query cache its live e-mail check uses (and the class merger), loaded when the Sign
 * Up tab is first opened, not with the sign-in form every visitor loads.
 */
const SignUpPanel = lazy(() =>
  Promise.all([import('./sign-up-panel'), loadClassMerger()]).then(([m]) => ({ default: m.SignUpPanel })),
);

export function LazySignUpForm() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16" role="status" aria-label="Loading">
          <Loader2 className="size-6 animate-spin text-primary" />
        </div>
      }
    >
      <SignUpPanel />
    </Suspense>
  );
}
