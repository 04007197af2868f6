import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { unsubscribeByToken } from './unsubscribe';

const tokenParam = z.object({
  token: z
    .string()
    .min(10)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:system-ui;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`;

/**
 * The unsubscribe link of every sequence e-mail, without sign-in: GET shows a button, POST (the button, or a
 * mail client's RFC 8058 one-click POST of "List-Unsubscribe=One-Click") unsubscribes. Exempt from the CSRF
 * guard (security/csrf.ts): the token in the path is the proof.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/unsubscribe/:token', (c) => {
    const parsed = tokenParam.safeParse(c.req.param());
    if (!parsed.success) return c.html(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'), 404);
    return c.html(
      page(
        'Unsubscribe',
        `<p>Stop receiving these e-mails?</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  })
  .post('/unsubscribe/:token', async (c) => {
    const parsed = tokenParam.safeParse(c.req.param());
    const done = parsed.success && (await unsubscribeByToken(c.get('deps'), parsed.data.token));
    if (!done) return c.html(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'), 404);
    return c.html(page('Unsubscribed', '<p>You will not receive further e-mails from this sender.</p>'));
  });
