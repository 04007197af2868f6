import { readFileSync } from 'node:fs';

/**
 * Stripe API objects for the fake, each built from the fixture Stripe publishes for that resource
 * (stripe/openapi fixtures3.json, vendored in fixtures/stripe/) with our ids and values filled in.
 */
const FIXTURES = JSON.parse(readFileSync(new URL('./fixtures/stripe/fixtures.json', import.meta.url), 'utf8')) as {
  resources: Record<string, any>;
};

/** A deep copy of the published fixture for `resource` (e.g. 'checkout.session'). */
export const fixture = (resource: string): any => structuredClone(FIXTURES.resources[resource]);

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const DAY_SECONDS = 24 * 60 * 60;

export function customerObject(id: string, params: any) {
  return {
    ...fixture('customer'),
    id,
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: params.metadata ?? {},
    discount: null,
    created: nowSeconds(),
  };
}

export function checkoutSessionObject(id: string, params: any, url: string) {
  return {
    ...fixture('checkout.session'),
    id,
    url,
    mode: params.mode ?? 'payment',
    customer: params.customer ?? null,
    client_reference_id: params.client_reference_id ?? null,
    metadata: params.metadata ?? {},
    success_url: params.success_url ?? null,
    cancel_url: params.cancel_url ?? null,
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    subscription: null,
    created: nowSeconds(),
    expires_at: nowSeconds() + DAY_SECONDS,
    // Kept for the fake's own use (Stripe does not echo these back).
    line_items_requested: params.line_items ?? [],
    subscription_data_requested: params.subscription_data ?? {},
  };
}

export function portalSessionObject(id: string, params: any, url: string) {
  return {
    ...fixture('billing_portal.session'),
    id,
    url,
    customer: params.customer,
    return_url: params.return_url ?? null,
    flow: params.flow_data ?? null,
    livemode: false,
    created: nowSeconds(),
  };
}

export type SubscriptionInput = {
  id: string;
  itemId: string;
  customer: string;
  priceId: string;
  metadata: Record<string, string>;
  periodEnd: number;
};

export function subscriptionObject(input: SubscriptionInput) {
  const base = fixture('subscription');
  const item = base.items.data[0];
  const start = nowSeconds();
  return {
    ...base,
    id: input.id,
    customer: input.customer,
    status: 'active',
    metadata: input.metadata,
    created: start,
    start_date: start,
    billing_cycle_anchor: start,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancel_at_period_end: false,
    trial_start: null,
    trial_end: null,
    pending_update: null,
    items: {
      ...base.items,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [
        {
          ...item,
          id: input.itemId,
          subscription: input.id,
          price: { ...fixture('price'), id: input.priceId },
          current_period_start: start,
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}

/** An invoice of `subscription` for one period (billing_reason e.g. subscription_cycle). */
export function invoiceObject(
  id: string,
  subscription: any,
  options: { billingReason: string; paid: boolean; periodStart: number; periodEnd: number },
) {
  const base = fixture('invoice');
  const item = subscription.items.data[0];
  const line = base.lines.data[0];
  return {
    ...base,
    id,
    customer: subscription.customer,
    billing_reason: options.billingReason,
    status: options.paid ? 'paid' : 'open',
    amount_paid: options.paid ? item.price.unit_amount : 0,
    attempted: true,
    attempt_count: 1,
    period_start: options.periodStart,
    period_end: options.periodEnd,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: 'subscription_details',
    },
    lines: {
      ...base.lines,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          ...line,
          id: `il_${id}`,
          invoice: id,
          subscription: subscription.id,
          period: { start: options.periodStart, end: options.periodEnd },
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: item.price.unit_amount_decimal,
          },
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              ...line.parent.subscription_item_details,
              subscription: subscription.id,
              subscription_item: item.id,
              proration: false,
            },
          },
        },
      ],
    },
  };
}

/** An event envelope around `object`, as a webhook delivers it. */
export function eventObject(id: string, type: string, object: unknown, previousAttributes?: Record<string, unknown>) {
  return {
    ...fixture('event'),
    id,
    type,
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  };
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: any = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: any): any => {
    if (!value || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(value[k])]));
    return keys.length > 0 && keys.every((k) => /^\d+$/.test(k))
      ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => mapped[k])
      : mapped;
  };
  return arrays(root);
}
