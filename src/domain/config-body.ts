import { z } from 'zod';
import { CONFIG_FIELDS, type ConfigField } from './workflow';

/**
 * The AI configuration as the API accepts it: every field trimmed text up to 5,000 characters, blank by default.
 * Its own module, so the web's form (which reads CONFIG_FIELDS from #domain/workflow) does not load zod.
 */
const text = z.string().trim().max(5000).default('');
export const configBody = z.object(
  Object.fromEntries(CONFIG_FIELDS.map((f) => [f, text])) as Record<ConfigField, typeof text>,
);
