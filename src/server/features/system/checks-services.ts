import { eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { mailOutbox } from '../../db/schema/audit';
import type { Env } from '../../env';
import type { Candidate } from '../../ai/engine';
import { missingStripePrices, pingStripe } from './stripe-probe';
import { withTimeout } from './timing';

/** SMTP: nodemailer's verify() (connect, greet, authenticate). */
export async function verifySmtp(smtpUrl: string, timeoutMs: number): Promise<void> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await withTimeout(transport.verify(), timeoutMs, `The SMTP server did not answer within ${timeoutMs / 1000} s`);
  } finally {
    transport.close();
  }
}

/** SMTP verify, or (outbox mode) a write and delete in mail_outbox. */
export async function checkMailer(deps: Deps): Promise<string> {
  if (deps.env.SMTP_URL) {
    await verifySmtp(deps.env.SMTP_URL, 10_000);
    return 'SMTP server accepted the connection and credentials (verify)';
  }
  const { db } = deps.database;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: 'system-check@scoutline.invalid',
      subject: 'System check',
      text: 'Written and deleted by the Testing dashboard.',
      status: 'check',
    })
    .returning({ id: mailOutbox.id });
  await db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
  return 'Outbox mode (no SMTP_URL): wrote and deleted a message in mail_outbox; mail is not delivered';
}

const SAMPLE: Candidate[] = [
  {
    key: 'check-a',
    name: 'Northwind Logistics',
    domain: null,
    industry: 'Logistics',
    sizeRange: '201-500',
    employeeCount: 300,
    location: 'Germany',
    revenueRange: null,
    founded: null,
    description: 'Freight forwarding and warehouse software users',
    keywords: ['logistics', 'warehouse'],
    source: 'directory',
  },
  {
    key: 'check-b',
    name: 'Bluebird Bakery',
    domain: null,
    industry: 'Food & Beverage',
    sizeRange: '11-50',
    employeeCount: 20,
    location: 'France',
    revenueRange: null,
    founded: null,
    description: 'Artisan bakery',
    keywords: ['bakery'],
    source: 'directory',
  },
];

const SAMPLE_CONFIG = {
  productName: 'Route planner',
  productUrl: 'https://example.com',
  productDescription: 'Route optimisation software for warehouses and freight fleets',
  targetMarket: 'Mid-size logistics companies in Europe',
  successIndustries: 'Logistics',
  keyDecisionMakers: 'Head of Operations',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** Built-in: ranks a two-company sample. LLM: one minimal call with a short timeout. */
export async function checkAiProvider(deps: Deps): Promise<string> {
  const { env } = deps;
  if (env.AI_PROVIDER === 'builtin') {
    const { createBuiltinEngine } = await import('../../ai/builtin/builtin-engine');
    const ranked = await createBuiltinEngine().rankOrganizations(SAMPLE_CONFIG, SAMPLE);
    const top = ranked[0];
    // The logistics company must fit; the bakery fits nothing, so the floor leaves it out (or ranks it last).
    if (!top) throw new Error('Ranked none of the 2 sample organizations');
    if (top.key !== 'check-a') throw new Error(`Ranked the unrelated sample first (${top.name}, ${top.fitScore}%)`);
    const unrelated = ranked.length === 1 ? 'the unrelated one left out' : 'the unrelated one after it';
    return `Built-in engine ranked the sample: ${top.name} ${top.fitScore}% first, ${unrelated}`;
  }
  if (!env.AI_MODEL) throw new Error(`Not configured: AI_PROVIDER is ${env.AI_PROVIDER} but AI_MODEL is not set`);
  const [{ createLlmClient }, { createLanguageModel }] = await Promise.all([
    import('../../ai/llm/call'),
    import('../../ai/llm/model'),
  ]);
  const llm = createLlmClient(
    createLanguageModel({
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
    }),
    Math.min(env.AI_TIMEOUT_MS, 15_000),
  );
  const answer = await llm.text({ system: 'You are a health check. Reply with the single word OK.', prompt: 'ping' });
  return `${env.AI_PROVIDER} model ${env.AI_MODEL} answered: "${answer.slice(0, 40)}"`;
}

/** Not configured is a valid state (billing off); configured means a key that Stripe accepts and every price set. */
export async function checkStripe(deps: Deps): Promise<string> {
  const env: Env = deps.env;
  if (!env.STRIPE_SECRET_KEY) return 'Not configured (no STRIPE_SECRET_KEY): billing checkout is turned off';
  const missing = missingStripePrices(env);
  const count = await pingStripe(env);
  if (missing.length > 0) throw new Error(`Stripe answered, but these prices are not set: ${missing.join(', ')}`);
  const webhook = env.STRIPE_WEBHOOK_SECRET ? 'webhook secret set' : 'STRIPE_WEBHOOK_SECRET not set';
  return `Stripe accepted the key (prices.list answered with ${count} price); all 6 prices set; ${webhook}`;
}
