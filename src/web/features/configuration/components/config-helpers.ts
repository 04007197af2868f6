import { CONFIG_FIELDS, REQUIRED_CONFIG_FIELDS, type AnalysisConfig, type ConfigField } from '#domain/workflow';

export type ConfigFieldMeta = { label: string; placeholder: string; multiline: boolean };

/** Labels are the spec's field names; placeholders say what makes a useful answer. */
export const CONFIG_FIELD_META: Record<ConfigField, ConfigFieldMeta> = {
  productName: { label: 'Product Name', placeholder: 'e.g. DocuFlow', multiline: false },
  productUrl: { label: 'Product URL', placeholder: 'https://www.example.com', multiline: false },
  productDescription: {
    label: 'Product Description',
    placeholder: 'What your product does, who uses it and the problem it solves',
    multiline: true,
  },
  targetMarket: {
    label: 'Target Market',
    placeholder: 'Industries, company sizes and regions you sell to',
    multiline: true,
  },
  successIndustries: {
    label: 'Success Industries',
    placeholder: 'Industries where you already have happy customers',
    multiline: true,
  },
  keyDecisionMakers: {
    label: 'Key Decision Makers',
    placeholder: 'Job titles that buy or champion your product',
    multiline: true,
  },
  salesCycle: { label: 'Sales Cycle', placeholder: 'Typical length and steps of a deal', multiline: true },
  pricingModel: { label: 'Pricing Model', placeholder: 'Per seat, usage-based, annual contract…', multiline: true },
  metricsKpis: { label: 'Metrics/KPIs', placeholder: 'Outcomes your customers measure', multiline: true },
  overallFeedback: {
    label: 'Overall Feedback',
    placeholder: 'What customers say about you; why you win or lose deals',
    multiline: true,
  },
  competitors: { label: 'Competitors', placeholder: 'Products you are compared with', multiline: true },
};

export const CONFIG_MSG = {
  authError: 'Authentication Error',
  authSave: 'You must be logged in to save your configuration.',
  authAutoFill: 'You must be logged in to auto-fill your configuration.',
  missingFields: {
    title: 'Missing Required Fields',
    description: 'Please fill in Product Name, Product URL, Product Description, and Target Market.',
  },
  missingUrl: { title: 'Missing Company URL', description: 'Please enter your company website URL.' },
  saveFailed: { title: 'Save Failed', description: 'Failed to save configuration. Please try again.' },
  saved: {
    title: 'Configuration Saved',
    description: 'Organization Targeting will use this configuration for the next analysis.',
  },
  copied: {
    title: 'Configuration Copied',
    description: (owner: string) => `You now have your own copy of ${owner}'s configuration. Your changes stay yours.`,
  },
  copyFailed: { title: 'Copy Failed', description: "Failed to copy your teammate's configuration. Please try again." },
  autoFillFailed: 'Auto-Fill Failed',
  autoFillFallback: 'Failed to auto-fill configuration. Please try again or fill in the fields manually.',
  noConfigData: 'No configuration data received.',
  autoFilled: 'Configuration Auto-Filled',
} as const;

export const EMPTY_CONFIG = Object.fromEntries(CONFIG_FIELDS.map((f) => [f, ''])) as AnalysisConfig;

export const isRequiredField = (field: ConfigField) =>
  (REQUIRED_CONFIG_FIELDS as readonly ConfigField[]).includes(field);

/** Form values from a stored session (nulls become empty strings). */
export function toFormValues(source: Partial<Record<ConfigField, string | null>> | null | undefined): AnalysisConfig {
  return Object.fromEntries(CONFIG_FIELDS.map((f) => [f, source?.[f] ?? ''])) as AnalysisConfig;
}

export const missingRequiredFields = (values: Partial<Record<ConfigField, string>>): ConfigField[] =>
  REQUIRED_CONFIG_FIELDS.filter((f) => !(values[f] ?? '').trim());

/** Fills only the fields the extraction returned a non-empty value for; the rest keep what the user typed. */
export function mergeAutoFill(
  current: AnalysisConfig,
  extracted: Partial<Record<string, unknown>>,
): { values: AnalysisConfig; filled: ConfigField[] } {
  const values = { ...current };
  const filled: ConfigField[] = [];
  for (const field of CONFIG_FIELDS) {
    const value = extracted[field];
    if (typeof value === 'string' && value.trim()) {
      values[field] = value.trim();
      filled.push(field);
    }
  }
  return { values, filled };
}

export const autoFillDescription = (count: number) =>
  `Filled ${count} field${count === 1 ? '' : 's'} from your website. Please review ${count === 1 ? 'it' : 'them'} before saving.`;

/** The auto-fill box starts from the saved product URL, else the website given at sign-up. */
export const initialAutoFillUrl = (productUrl: string | null | undefined, signupUrl: string | null | undefined) =>
  (productUrl ?? '').trim() || (signupUrl ?? '').trim();
