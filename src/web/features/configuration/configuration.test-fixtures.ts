/** A saved AI configuration as GET /api/configuration returns it, for the web tests. */
export const SAVED_CONFIGURATION = {
  id: 's1',
  status: 'configured',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.io',
  productDescription: 'Docs platform',
  targetMarket: 'B2B SaaS',
  successIndustries: '',
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};
