import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../context';
import { loadEnv } from '../../env';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server';
import { checkAiProvider, checkStripe, verifySmtp } from './checks-services';

const depsWith = (env: Record<string, string>) => ({ env: loadEnv({ NODE_ENV: 'test', ...env }) }) as unknown as Deps;
const PRICES = Object.fromEntries(
  ['STARTER', 'PROFESSIONAL', 'ENTERPRISE'].flatMap((plan) =>
    ['MONTHLY', 'YEARLY'].map((p) => [`STRIPE_PRICE_${plan}_${p}`, `price_${plan}_${p}`.toLowerCase()]),
  ),
);

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('Stripe configuration check', () => {
  let stripe: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    stripe = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'Bearer sk_test_good') {
        res.statusCode = 401;
        return res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
        );
      }
      res.end(
        JSON.stringify({
          object: 'list',
          data: [{ id: 'price_1', object: 'price' }],
          has_more: false,
          url: '/v1/prices',
        }),
      );
    });
    base = `http://127.0.0.1:${await listen(stripe)}`;
  });
  afterAll(() => new Promise<void>((resolve) => stripe.close(() => resolve())));

  it('passes as "not configured" without a key and calls nothing', async () => {
    await expect(checkStripe(depsWith({}))).resolves.toMatch(/^Not configured/);
    expect(seen).toEqual([]);
  });

  it('lists one price with the configured key and passes when every price is set', async () => {
    const detail = await checkStripe(depsWith({ STRIPE_SECRET_KEY: 'sk_test_good', STRIPE_API_BASE: base, ...PRICES }));
    expect(detail).toMatch(/Stripe accepted the key.*all 6 prices set; STRIPE_WEBHOOK_SECRET not set/);
    expect(seen.at(-1)).toBe('GET /v1/prices?limit=1');
  });

  it('fails on a rejected key and on missing prices', async () => {
    await expect(
      checkStripe(depsWith({ STRIPE_SECRET_KEY: 'sk_test_bad', STRIPE_API_BASE: base, ...PRICES })),
    ).rejects.toThrow(/Invalid API Key/);
    await expect(checkStripe(depsWith({ STRIPE_SECRET_KEY: 'sk_test_good', STRIPE_API_BASE: base }))).rejects.toThrow(
      /prices are not set: STRIPE_PRICE_STARTER_MONTHLY/,
    );
  });
});

describe('SMTP verify', () => {
  let smtp: SMTPServer;
  let port: number;
  beforeAll(async () => {
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = ((smtp as unknown as { server: Server }).server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('succeeds against a live server and fails against a closed port', async () => {
    await expect(verifySmtp(`smtp://127.0.0.1:${port}`, 5_000)).resolves.toBeUndefined();
    await expect(verifySmtp('smtp://127.0.0.1:1', 5_000)).rejects.toThrow();
  });
});

describe('AI provider check (LLM)', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  it('makes one minimal call and reports the answer', async () => {
    fake.enqueue({ text: 'OK' });
    const detail = await checkAiProvider(
      depsWith({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'tiny', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'k' }),
    );
    expect(detail).toBe('openai-compatible model tiny answered: "OK"');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
  });

  it('fails when the provider errors, and says "not configured" without a model', async () => {
    fake.enqueue(
      { status: 500, body: { error: { message: 'overloaded' } } },
      { status: 500, body: { error: { message: 'overloaded' } } },
    );
    await expect(
      checkAiProvider(depsWith({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'tiny', AI_BASE_URL: fake.baseUrl })),
    ).rejects.toThrow();
    await expect(checkAiProvider(depsWith({ AI_PROVIDER: 'openai' }))).rejects.toThrow(
      'Not configured: AI_PROVIDER is openai but AI_MODEL is not set',
    );
  });
});
