/** Fixtures for the LLM engine tests: a fetched site, a configuration, an organization and a tiny fallback engine. */
import { expect } from 'vitest';
import { AppError } from '../../errors';
import { contactFitCategory, orgFitCategory, type AnalysisConfig } from '#domain/workflow';
import type {
  AiEngine,
  Candidate,
  DiscoveredPerson,
  OrganizationRecord,
  RankedOrganization,
  SiteSnapshot,
} from '../engine';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server';
import { createLlmEngine } from './llm-engine';
import type { LlmProvider } from './model';

const fetchedAt = '2025-01-01T00:00:00.000Z';

/** The prospect's site as the web reader would return it. */
export const SITE: SiteSnapshot = {
  rootUrl: 'https://acme.test/',
  pages: [
    {
      url: 'https://acme.test/',
      title: 'Acme Analytics',
      html: '',
      fetchedAt,
      text: 'Acme Analytics helps retailers forecast demand. Founded in 2012 and headquartered in Austin, Texas, we employ 1,200 people. Teams switch to us from Globex and Initech. Plans start at $99 per month.',
    },
    {
      url: 'https://acme.test/team',
      title: 'Our team',
      html: '',
      fetchedAt,
      text: 'Jane Doe, Chief Executive Officer. Raj Patel, VP of Engineering, raj.patel@acme.test. Maria Lopez leads retail partnerships.',
    },
    {
      url: 'https://acme.test/news',
      title: 'News',
      html: '',
      fetchedAt,
      text: 'In March 2024 Acme raised $40 million in Series C funding to expand in Europe.',
    },
  ],
};

/** The seller's configuration. */
export const CONFIG: AnalysisConfig = {
  productName: 'Scoutline',
  productUrl: 'https://scoutline.test',
  productDescription: 'Sales intelligence for B2B teams.',
  targetMarket: 'Mid-size retailers',
  successIndustries: 'Retail, E-commerce',
  keyDecisionMakers: 'VP Sales, CEO',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** The stored prospect organization (directory record without revenue). */
export const ORG: OrganizationRecord = {
  id: 'org-1',
  name: 'Acme Analytics',
  industry: 'Software',
  sizeRange: '1001-5000',
  employeeCount: null,
  location: 'Austin, TX',
  revenueRange: null,
  website: 'https://acme.test',
  founded: null,
  description: 'Demand forecasting for retail.',
  source: 'directory',
  fitScore: 80,
  fitCategory: 'great',
  aiReasoning: null,
};

/** A candidate for ranking. */
export const candidate = (key: string, name: string, industry: string): Candidate => ({
  key,
  name,
  domain: `${key}.test`,
  industry,
  sizeRange: '51-200',
  employeeCount: 120,
  location: 'Austin, TX',
  revenueRange: null,
  founded: 2015,
  description: `${name} does ${industry}.`,
  keywords: [industry.toLowerCase()],
  source: 'directory',
});

/** The person the built-in engine finds on the team page. */
export const JANE: DiscoveredPerson = {
  name: 'Jane Doe',
  title: 'Chief Executive Officer',
  department: 'Executive',
  email: null,
  phone: null,
  mobilePhone: null,
  linkedinUrl: null,
  location: null,
  seniorityLevel: 'executive',
  fitScore: 60,
  fitCategory: contactFitCategory(60),
  reasoning: 'Executive at the account.',
  bestApproach: 'Short e-mail.',
  recentActivity: null,
  verified: true,
  provenance: { source: 'web', url: 'https://acme.test/team', fetchedAt },
};

const unused = () => Promise.reject(new Error('fallback method not expected in this test'));

/** A tiny built-in engine: ranks in the given order with descending scores; finds Jane Doe. */
export const FALLBACK: AiEngine = {
  name: 'builtin',
  extractCompanyConfig: unused,
  rankOrganizations: async (_config, candidates) =>
    candidates.map((c, i): RankedOrganization => {
      const fitScore = Math.max(0, 70 - i * 10);
      return {
        ...c,
        fitScore,
        fitCategory: orgFitCategory(fitScore),
        reasoning: `Built-in match for ${c.name}.`,
        matchedCriteria: ['industry'],
      };
    }),
  researchAccount: unused,
  writePitch: unused,
  discoverContacts: async () => [JANE],
  researchContact: unused,
};

/** Starts the fake server and an LLM engine pointed at it. */
export async function startEngine(
  options: { provider?: LlmProvider; timeoutMs?: number; fallback?: AiEngine } = {},
): Promise<{ server: FakeOpenAiServer; engine: AiEngine }> {
  const server = await startFakeOpenAiServer();
  const engine = createLlmEngine({
    provider: options.provider ?? 'openai-compatible',
    model: 'fake-model',
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    timeoutMs: options.timeoutMs ?? 5_000,
    fallback: options.fallback ?? FALLBACK,
  });
  return { server, engine };
}

/** The AppError an engine call failed with (fails the test when it succeeded or threw something else). */
export async function appErrorOf(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
