import type { AnalysisConfig } from '#domain/workflow';

/**
 * Real configurations to measure ranking on: DocuFlow (the benchmarks' developer-docs SaaS) and three written
 * from the saved sites in ../shared/data/sites (their home, pricing and about pages, read by a person).
 */
export const SAMPLE_CONFIGS: Record<string, AnalysisConfig> = {
  docuflow: {
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
  },
  readthedocs: {
    productName: 'Read the Docs',
    productUrl: 'https://about.readthedocs.com',
    productDescription:
      'Read the Docs is a documentation building and hosting platform for docs-as-code, with versioned docs, pull request previews and integrated search.',
    targetMarket: 'Engineering and docs teams at software companies and open source projects',
    successIndustries: 'Open source, Software',
    keyDecisionMakers: 'Developers, technical writers, engineering managers',
    salesCycle: '',
    pricingModel: 'Monthly subscription',
    metricsKpis: '',
    overallFeedback: '',
    competitors: 'GitBook, Mintlify',
  },
  healthchecks: {
    productName: 'Healthchecks.io',
    productUrl: 'https://healthchecks.io',
    productDescription:
      'Cron job monitoring service: monitor your cron jobs and background tasks and get notified when they fail or do not run on time.',
    targetMarket: 'Developers and DevOps teams running scheduled jobs',
    successIndustries: '',
    keyDecisionMakers: 'Developers, DevOps engineers, SREs',
    salesCycle: '',
    pricingModel: 'Free hobbyist plan, paid Business plans per month',
    metricsKpis: '',
    overallFeedback: '',
    competitors: "Cronitor, Dead Man's Snitch",
  },
  umami: {
    productName: 'Umami',
    productUrl: 'https://umami.is',
    productDescription:
      'Umami is a privacy-focused, open source web analytics platform, a simple alternative to Google Analytics without cookies.',
    targetMarket:
      'Website owners, marketing teams and agencies that care about privacy, in Europe and the United States',
    successIndustries: 'Internet, Media, Retail',
    keyDecisionMakers: 'Marketing managers, product managers, web developers',
    salesCycle: '',
    pricingModel: 'Free self-hosted, cloud plans per month',
    metricsKpis: 'Page views, visitors, bounce rate',
    overallFeedback: '',
    competitors: 'Google Analytics, Plausible, Fathom',
  },
  monica: {
    productName: 'Monica',
    productUrl: 'https://www.monicahq.com',
    productDescription: 'Monica is a personal CRM that helps you remember everything about your friends and family.',
    targetMarket: 'Individuals who want to keep track of their personal relationships',
    successIndustries: '',
    keyDecisionMakers: '',
    salesCycle: '',
    pricingModel: 'Monthly subscription',
    metricsKpis: '',
    overallFeedback: '',
    competitors: '',
  },
};
