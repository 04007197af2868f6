/** Billing configuration for tests (API and browser): the real SDK pointed at a local fake Stripe. No server imports, so Playwright can load it. */

export const WEBHOOK_SECRET = 'whsec_test_scoutline_billing';

/** The price ids the tests configure, by plan and period. */
export const PRICES = {
  starterMonthly: 'price_starter_monthly_test',
  starterYearly: 'price_starter_yearly_test',
  professionalMonthly: 'price_professional_monthly_test',
  professionalYearly: 'price_professional_yearly_test',
  enterpriseMonthly: 'price_enterprise_monthly_test',
  enterpriseYearly: 'price_enterprise_yearly_test',
} as const;

/** Environment for a server billing against `fake` (the real SDK pointed at the local fake API). */
export const billingEnv = (fake: { baseUrl: string }): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_scoutline',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.baseUrl,
  STRIPE_PRICE_STARTER_MONTHLY: PRICES.starterMonthly,
  STRIPE_PRICE_STARTER_YEARLY: PRICES.starterYearly,
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: PRICES.professionalMonthly,
  STRIPE_PRICE_PROFESSIONAL_YEARLY: PRICES.professionalYearly,
  STRIPE_PRICE_ENTERPRISE_MONTHLY: PRICES.enterpriseMonthly,
  STRIPE_PRICE_ENTERPRISE_YEARLY: PRICES.enterpriseYearly,
});
