import type { Env } from '../env';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the app itself is served from: APP_URL's, and outside production, when APP_URL names a
 * loopback host, the other loopback names on the same scheme and port (a newcomer opening
 * http://127.0.0.1:3000 while APP_URL says localhost).
 */
export function appOrigins(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>): string[] {
  const app = new URL(env.APP_URL);
  if (env.NODE_ENV === 'production' || !LOOPBACK_HOSTS.includes(app.hostname)) return [app.origin];
  const port = app.port ? `:${app.port}` : '';
  return [app.origin, ...LOOPBACK_HOSTS.filter((h) => h !== app.hostname).map((h) => `${app.protocol}//${h}${port}`)];
}

/** What a refused origin is told: the address the app expects, and how to change it. */
export function refusedOriginMessage(origin: string | null, env: Pick<Env, 'APP_URL'>): string {
  const from = origin ? `from ${origin}` : 'without an Origin header';
  return (
    `Request refused: it came ${from}, but this server is configured for ${env.APP_URL}. ` +
    `Open the app at ${env.APP_URL}, or set the APP_URL environment variable to the address you use and restart the server.`
  );
}
