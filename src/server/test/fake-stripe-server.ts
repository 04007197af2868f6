import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import {
  checkoutSessionObject,
  customerObject,
  DAY_SECONDS,
  eventObject,
  invoiceObject,
  nowSeconds,
  parseStripeForm,
  portalSessionObject,
  subscriptionObject,
} from './fake-stripe-objects';
import { servePage } from './fake-stripe-pages';

/** A request the fake received; `body` is the decoded form (nested objects and arrays). */
export type FakeStripeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, any>;
};

/** Where the fake's checkout page delivers checkout.session.completed, signed like Stripe does. */
export type WebhookTarget = { url: string; secret: string };

/** A local stand-in for api.stripe.com that the real stripe SDK talks to (STRIPE_API_BASE = baseUrl). */
export type FakeStripeServer = {
  baseUrl: string;
  requests: FakeStripeRequest[];
  customers: Map<string, any>;
  sessions: Map<string, any>;
  subscriptions: Map<string, any>;
  /** The next API call answers this Stripe error. */
  failNext: (status: number, message: string) => void;
  /** Pays an open checkout session: creates its subscription and returns the completed session. */
  completeCheckout: (sessionId: string, options?: { periodDays?: number }) => any;
  /** Changes a subscription as Stripe would after a plan change, a failed payment or a cancellation. */
  updateSubscription: (
    id: string,
    patch: { status?: string; priceId?: string; periodEnd?: number; cancelAtPeriodEnd?: boolean },
  ) => any;
  /** A renewal (or other) invoice for the subscription's next period. */
  invoice: (subscriptionId: string, options?: { billingReason?: string; paid?: boolean; periodDays?: number }) => any;
  event: (type: string, object: unknown, previousAttributes?: Record<string, unknown>) => any;
  /** Signs `event` with the real scheme and POSTs it to the webhook target; returns the app's JSON answer. */
  deliver: (event: any, target?: WebhookTarget) => Promise<{ status: number; body: any }>;
  webhookTarget: WebhookTarget | null;
  /** Every delivery made, in order. */
  deliveries: { event: any; status: number; body: any }[];
  close: () => Promise<void>;
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  // Errors say "do not retry", so one scripted failure is one failed SDK call.
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake_${Date.now()}`,
    ...(status >= 400 ? { 'stripe-should-retry': 'false' } : {}),
  });
  res.end(JSON.stringify(body));
};
const stripeError = (res: ServerResponse, status: number, message: string, code = 'resource_missing') =>
  sendJson(res, status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', code, message } });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on 127.0.0.1 with a free port. */
export async function startFakeStripe(options: { webhookTarget?: WebhookTarget } = {}): Promise<FakeStripeServer> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${(counter++).toString(36)}`;
  let failure: { status: number; message: string } | null = null;
  const sockets = new Set<Socket>();

  const fake: FakeStripeServer = {
    baseUrl: '',
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    webhookTarget: options.webhookTarget ?? null,
    deliveries: [],
    failNext: (status, message) => {
      failure = { status, message };
    },
    completeCheckout: (sessionId, { periodDays } = {}) => {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      if (session.status === 'complete') return session;
      const priceId = session.line_items_requested[0]?.price;
      const subscription = subscriptionObject({
        id: nextId('sub'),
        itemId: nextId('si'),
        customer: session.customer,
        priceId,
        metadata: session.subscription_data_requested.metadata ?? {},
        // The test prices name their interval; a yearly price is paid for a year.
        periodEnd: nowSeconds() + (periodDays ?? (String(priceId).includes('yearly') ? 365 : 30)) * DAY_SECONDS,
      });
      fake.subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        amount_total: subscription.items.data[0].price.unit_amount,
      });
      return session;
    },
    updateSubscription: (id, patch) => {
      const subscription = fake.subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      const item = subscription.items.data[0];
      if (patch.status) subscription.status = patch.status;
      if (patch.priceId) item.price = { ...item.price, id: patch.priceId };
      if (patch.periodEnd) item.current_period_end = patch.periodEnd;
      if (patch.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = patch.cancelAtPeriodEnd;
      if (patch.status === 'canceled')
        Object.assign(subscription, { canceled_at: nowSeconds(), ended_at: nowSeconds() });
      return structuredClone(subscription);
    },
    invoice: (subscriptionId, { billingReason = 'subscription_cycle', paid = true, periodDays = 30 } = {}) => {
      const subscription = fake.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const start = subscription.items.data[0].current_period_end;
      // As in Stripe: a failed renewal payment makes the subscription past_due, a paid one active.
      subscription.status = paid ? 'active' : 'past_due';
      return invoiceObject(nextId('in'), subscription, {
        billingReason,
        paid,
        periodStart: start,
        periodEnd: start + periodDays * DAY_SECONDS,
      });
    },
    event: (type, object, previousAttributes) => eventObject(nextId('evt'), type, object, previousAttributes),
    deliver: async (event, target = fake.webhookTarget ?? undefined) => {
      if (!target) throw new Error('no webhook target');
      const payload = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      const result = { status: response.status, body: await response.json().catch(() => null) };
      fake.deliveries.push({ event, ...result });
      return result;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string, body: Record<string, any>) {
    if (!req.headers.authorization?.startsWith('Bearer sk_'))
      return stripeError(res, 401, 'Invalid API Key provided', 'api_key_invalid');
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return stripeError(res, status, message, 'fake_failure');
    }
    const [, , resource, id] = path.split('/');
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = customerObject(nextId('cus'), body);
      fake.customers.set(customer.id, customer);
      return sendJson(res, 200, customer);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = nextId('cs_test');
      const session = checkoutSessionObject(sessionId, body, `${fake.baseUrl}/checkout/${sessionId}`);
      fake.sessions.set(sessionId, session);
      return sendJson(res, 200, session);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!fake.customers.has(body.customer)) return stripeError(res, 400, `No such customer: '${body.customer}'`);
      const sessionId = nextId('bps');
      return sendJson(res, 200, portalSessionObject(sessionId, body, `${fake.baseUrl}/portal/${sessionId}`));
    }
    if (req.method === 'GET' && resource === 'subscriptions' && id) {
      const subscription = fake.subscriptions.get(id);
      return subscription ? sendJson(res, 200, subscription) : stripeError(res, 404, `No such subscription: '${id}'`);
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`, 'unknown_url');
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(req);
    try {
      if (path.startsWith('/v1/')) {
        const body = req.method === 'GET' ? {} : parseStripeForm(raw);
        fake.requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });
        return await api(req, res, path, body);
      }
      return await servePage(fake, req, res, path);
    } catch (error) {
      sendJson(res, 500, {
        error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) },
      });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
