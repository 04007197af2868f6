import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeStripeServer } from './fake-stripe-server';

const html = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><h1>${title}</h1>${body}</body></html>`;

/**
 * The hosted pages a browser opens: Checkout (Pay completes the session, delivers the signed
 * checkout.session.completed like Stripe, then returns to success_url) and the customer portal.
 */
export async function servePage(fake: FakeStripeServer, req: IncomingMessage, res: ServerResponse, path: string) {
  const [, page, sessionId, action] = path.split('/');
  const session = sessionId ? fake.sessions.get(sessionId) : undefined;
  if (page === 'checkout' && session && !action && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html' });
    const form = `<form method="post" action="/checkout/${sessionId}/pay"><button type="submit">Pay and subscribe</button></form>`;
    return res.end(
      html('Fake Stripe Checkout', `<p>Price <code>${session.line_items_requested[0]?.price}</code></p>${form}`),
    );
  }
  if (page === 'checkout' && session && action === 'pay' && req.method === 'POST') {
    const completed = fake.completeCheckout(sessionId!);
    if (fake.webhookTarget) await fake.deliver(fake.event('checkout.session.completed', completed));
    res.writeHead(303, { location: String(completed.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId!) });
    return res.end();
  }
  if (page === 'portal') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(html('Fake Stripe customer portal', '<p>Manage your subscription here.</p>'));
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}
