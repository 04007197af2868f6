import type { AnalysisConfig } from '../src/domain/workflow';

/** The configuration both benchmarks rank against: a developer-documentation SaaS. */
export const DOCUFLOW_CONFIG: AnalysisConfig = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example',
  productDescription:
    'Developer documentation platform that turns OpenAPI specs into interactive API reference docs, with search and analytics for developer portals.',
  targetMarket: 'Mid-market and enterprise SaaS companies in the US and Europe with public APIs, 200+ employees',
  successIndustries: 'SaaS, developer tools, fintech',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations, CTO',
  salesCycle: '30-60 days',
  pricingModel: 'Annual subscription per project',
  metricsKpis: 'Time to first API call, support tickets',
  overallFeedback: '',
  competitors: 'ReadMe, Mintlify, GitBook',
};
