import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';

const org = (o: Partial<Candidate> & Pick<Candidate, 'key' | 'name'>): Candidate => ({
  domain: null,
  industry: null,
  subIndustry: null,
  sizeRange: null,
  employeeCount: null,
  location: null,
  revenueRange: null,
  founded: null,
  description: null,
  keywords: [],
  source: 'directory',
  ...o,
});

/** A small hand-made candidate set a person can rank by eye. */
export const CANDIDATES: Candidate[] = [
  org({
    key: 'hookline',
    name: 'Hookline',
    domain: 'hookline.io',
    industry: 'Software',
    subIndustry: 'Developer Tools',
    sizeRange: '1001-5000',
    location: 'San Francisco, California',
    description:
      'Developer platform offering webhook and event APIs, SDKs and reference docs for SaaS engineering teams.',
    keywords: ['developer tools', 'api', 'webhooks', 'saas'],
  }),
  org({
    key: 'metricly',
    name: 'Metricly',
    domain: 'metricly.com',
    industry: 'Software',
    subIndustry: 'Data & Analytics Software',
    sizeRange: '201-500',
    location: 'Austin, Texas',
    description: 'Cloud analytics platform with public APIs for product teams.',
    keywords: ['analytics', 'saas', 'api', 'dashboards'],
  }),
  org({
    key: 'paystream',
    name: 'PayStream',
    domain: 'paystream.com',
    industry: 'Financial Services',
    subIndustry: 'Payments',
    sizeRange: '501-1000',
    location: 'New York, New York',
    description: 'Payments API for online businesses and platforms.',
    keywords: ['payments', 'fintech', 'api', 'developers'],
  }),
  org({
    key: 'shopbase',
    name: 'ShopBase',
    domain: 'shopbase.com',
    industry: 'Retail',
    subIndustry: 'E-commerce Platform',
    sizeRange: '51-200',
    location: 'Toronto, Canada',
    description: 'Online store builder for independent merchants.',
    keywords: ['e-commerce', 'online store', 'merchants'],
  }),
  org({
    key: 'first-prairie',
    name: 'First Prairie Bank',
    domain: 'firstprairie.com',
    industry: 'Banking',
    subIndustry: 'Regional Banks',
    sizeRange: '5001-10000',
    location: 'Omaha, Nebraska',
    description: 'Regional bank offering consumer and commercial banking, mortgages and deposits.',
    keywords: ['regional bank', 'mortgages', 'deposits'],
  }),
  org({
    key: 'harbor',
    name: 'Harbor Savings',
    domain: 'harborsavings.com',
    industry: 'Banking',
    subIndustry: 'Regional Banks',
    sizeRange: '1001-5000',
    location: 'Portland, Maine',
    description: 'Community savings bank with branches across New England.',
    keywords: ['savings', 'branches', 'community bank'],
  }),
  org({
    key: 'st-mercy',
    name: 'St. Mercy Health System',
    domain: 'stmercy.org',
    industry: 'Healthcare Providers & Services',
    subIndustry: 'Health Care Facilities',
    sizeRange: '10001+',
    location: 'Chicago, Illinois',
    description: 'Nonprofit health system operating twelve hospitals and outpatient clinics.',
    keywords: ['hospitals', 'health system', 'patient care', 'nursing'],
  }),
  org({
    key: 'valley-clinics',
    name: 'Valley Clinics',
    domain: 'valleyclinics.com',
    industry: 'Healthcare Providers & Services',
    subIndustry: 'Clinics',
    sizeRange: '201-500',
    location: 'Phoenix, Arizona',
    description: 'Network of urgent care and primary care clinics.',
    keywords: ['clinics', 'urgent care', 'patients'],
  }),
  org({
    key: 'ortho',
    name: 'OrthoWorks',
    domain: 'orthoworks.com',
    industry: 'Medical Devices',
    subIndustry: 'Health Care Equipment',
    sizeRange: '1001-5000',
    location: 'Warsaw, Indiana',
    description: 'Maker of orthopedic implants sold to hospitals and surgeons.',
    keywords: ['implants', 'orthopedics', 'hospitals'],
  }),
  org({
    key: 'ironworks',
    name: 'Ironworks Manufacturing',
    domain: 'ironworks.com',
    industry: 'Industrial Manufacturing',
    subIndustry: 'Industrial Machinery',
    sizeRange: '1001-5000',
    location: 'Cleveland, Ohio',
    description: 'Heavy machinery and steel fabrication for factories.',
    keywords: ['machinery', 'fabrication', 'factories'],
  }),
  org({
    key: 'brightline',
    name: 'Brightline IT',
    domain: 'brightline-it.com',
    industry: 'IT Services',
    subIndustry: 'IT Consulting',
    sizeRange: '201-500',
    location: 'Denver, Colorado',
    description: 'Managed cloud services and integration consulting for growing companies.',
    keywords: ['managed services', 'cloud', 'integration', 'consulting'],
  }),
  org({
    key: 'readme',
    name: 'ReadMe',
    domain: 'readme.com',
    industry: 'Software',
    subIndustry: 'Documentation Hosting',
    sizeRange: '51-200',
    location: 'San Francisco, California',
    description: 'Interactive API documentation hubs for developers.',
    keywords: ['api documentation', 'developer hub', 'saas'],
  }),
];

const EMPTY: AnalysisConfig = {
  productName: '',
  productUrl: '',
  productDescription: '',
  targetMarket: '',
  successIndustries: '',
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** A configuration: the empty one with the given fields. */
export const config = (fields: Partial<AnalysisConfig>): AnalysisConfig => ({ ...EMPTY, ...fields });

/** A developer-documentation SaaS selling to mid-market US software companies. */
export const DEV_DOCS = config({
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example',
  productDescription:
    'Developer documentation platform that turns OpenAPI specs into interactive API reference docs with search and analytics.',
  targetMarket: 'Mid-market SaaS companies in the US with public APIs',
  successIndustries: 'SaaS, developer tools',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations',
  pricingModel: 'Annual subscription per project',
  metricsKpis: 'Time to first API call, fewer support tickets',
  competitors: 'ReadMe (readme.com), Mintlify',
});

/** Hospital scheduling software for large North American health systems. */
export const HOSPITAL = config({
  productName: 'CareSync',
  productUrl: 'https://caresync.example',
  productDescription: 'Hospital scheduling and patient flow software that reduces wait times and nurse overtime.',
  targetMarket: 'Large hospitals and health systems in North America',
  successIndustries: 'Healthcare, hospitals',
  keyDecisionMakers: 'Chief Nursing Officer, COO',
  pricingModel: 'Per bed per year',
  metricsKpis: 'Patient wait time, nurse overtime hours',
});

/** A configuration no organization matches. */
export const NONSENSE = config({
  productName: 'Zorb',
  productUrl: 'https://zorb.example',
  productDescription: 'Quantum widget synergy for zorblax frobnication.',
  targetMarket: 'Zorblax wranglers',
});
