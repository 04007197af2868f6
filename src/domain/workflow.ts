import type { OrgFieldSources } from './org-sources';

/** The AI configuration (analysis session) fields, in form order. */
export const CONFIG_FIELDS = [
  'productName',
  'productUrl',
  'productDescription',
  'targetMarket',
  'successIndustries',
  'keyDecisionMakers',
  'salesCycle',
  'pricingModel',
  'metricsKpis',
  'overallFeedback',
  'competitors',
] as const;
export type ConfigField = (typeof CONFIG_FIELDS)[number];
export type AnalysisConfig = Record<ConfigField, string>;

export const REQUIRED_CONFIG_FIELDS = [
  'productName',
  'productUrl',
  'productDescription',
  'targetMarket',
] as const satisfies readonly ConfigField[];

export const isConfigComplete = (config: Partial<Record<ConfigField, string | null>>) =>
  REQUIRED_CONFIG_FIELDS.every((f) => (config[f] ?? '').trim().length > 0);

/**
 * Where a fact came from: a page URL, the bundled directory, the company's import, the AI, or a data provider
 * (`provider` its name, e.g. "Apollo"; `recordId` the provider's record).
 */
export type Provenance = {
  source: 'web' | 'directory' | 'import' | 'ai' | 'provider';
  url?: string;
  fetchedAt?: string;
  provider?: string;
  recordId?: string;
};
export type Fact = { value: string; provenance: Provenance };

export const ORG_FIT_CATEGORIES = ['great', 'good', 'okay', 'poor'] as const;
export type OrgFitCategory = (typeof ORG_FIT_CATEGORIES)[number];

/** What is known of a stored target organization, as the API returns it (server and SPA share it). */
export type OrganizationFacts = {
  id: string;
  name: string;
  industry: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  website: string | null;
  founded: number | null;
  description: string | null;
  source: string;
  fitScore: number;
  aiReasoning: string | null;
  /** Per field, where its value came from (provider, page, import); absent fields take the record's source. */
  fieldSources?: OrgFieldSources | null;
};
export const ORG_FIT_LABELS: Record<OrgFitCategory, string> = {
  great: 'Great Fit',
  good: 'Good Fit',
  okay: 'Okay Fit',
  poor: 'Poor Fit',
};

/** Organization fit bands on the 0–100 score. */
export function orgFitCategory(score: number): OrgFitCategory {
  if (score >= 75) return 'great';
  if (score >= 55) return 'good';
  if (score >= 35) return 'okay';
  return 'poor';
}

export const CONTACT_FIT_CATEGORIES = ['perfect', 'great', 'good', 'poor'] as const;
export type ContactFitCategory = (typeof CONTACT_FIT_CATEGORIES)[number];

export function contactFitCategory(score: number): ContactFitCategory {
  if (score >= 90) return 'perfect';
  if (score >= 75) return 'great';
  if (score >= 55) return 'good';
  return 'poor';
}

export const SENIORITY_LEVELS = ['executive', 'director', 'senior', 'other'] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export type RecommendedSolution = {
  id: string;
  product: string;
  reasoning: string;
  priority: Priority;
  opportunity: string;
};
export type KeyInsight = { type: string; content: string; relevance: string; provenance: Provenance };
export type ResearchOverview = Record<
  'revenue' | 'employees' | 'founded' | 'industry' | 'headquarters' | 'website',
  Fact | null
>;

export const ENRICHMENT_STATUSES = ['pending', 'researching', 'completed', 'failed'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

export const ACCESS_TYPES = [
  'view',
  'linkedin_view',
  'email_action',
  'email_sent',
  'phone_action',
  'linkedin_action',
  'profile_view',
] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** 'discover' asks the connected data providers for new organizations and ranks them with the directory and imports. */
export const TARGETING_SOURCES = ['directory', 'imports', 'both', 'discover'] as const;
export type TargetingSource = (typeof TARGETING_SOURCES)[number];

export const CONTACT_RETENTION_DAYS = 90;
export const DAILY_CONTACT_VIEW_LIMIT = 50;
export const DEEP_RESEARCH_ESTIMATE_S = 600;
export const DEEP_RESEARCH_MAX_PROGRESS = 90;
export const ANALYSIS_PROGRESS = 75;
export const EMAIL_DISPLAY_LIMIT = 25;
