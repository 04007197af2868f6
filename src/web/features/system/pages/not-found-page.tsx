import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { House } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';

/** Reports a missing path once per path (StrictMode re-runs effects; the ref survives that). */
function useLogNotFound(path: string) {
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === path) return;
    logged.current = path;
    console.error('404 Error: User attempted to access non-existent route:', path);
    api('/log/not-found', { body: { path } }).catch(() => undefined);
  }, [path]);
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  useLogNotFound(pathname);
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-background px-4">
      <div
        aria-hidden="true"
        className="brand-gradient pointer-events-none absolute top-1/2 left-1/2 size-[32rem] -translate-x-1/2 -translate-y-1/2 rounded-full opacity-10 blur-3xl dark:opacity-20"
      />
      <div className="relative text-center">
        <p className="brand-gradient-text text-8xl font-extrabold tracking-tighter sm:text-9xl">404</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">Oops! Page not found</h1>
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">
          The page <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all">{pathname}</code> does
          not exist or has moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <House aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
