import { AI_JOB_TYPES } from '#domain/jobs';
import { CONFIG_FIELDS, type AnalysisConfig } from '#domain/workflow';
import { withTenant } from '../../db/tenant';
import { registerAiJob } from '../../jobs/ai-jobs';
import { getLatestSession, saveConfiguration } from './configuration.queries';

export const EXTRACT_CONFIG_JOB = AI_JOB_TYPES.extractConfig;

export type ExtractConfigInput = { companyUrl: string; applyIfUnconfigured?: boolean };

/** Reads the website and extracts the configuration; from sign-up it also fills the user's empty configuration. */
registerAiJob<ExtractConfigInput>(EXTRACT_CONFIG_JOB, async ({ deps, input, companyId, userId, progress }) => {
  const site = await deps.readSite(input.companyUrl);
  await progress(60);
  const extracted = await deps.engine.extractCompanyConfig(site);
  const config: AnalysisConfig = {
    ...Object.fromEntries(CONFIG_FIELDS.map((f) => [f, ''])),
    ...extracted,
    productUrl: site.rootUrl,
  } as AnalysisConfig;
  if (input.applyIfUnconfigured) {
    await withTenant(deps.database.db, companyId, async (tx) => {
      if (!(await getLatestSession(tx, { companyId, userId, status: 'configured' })))
        await saveConfiguration(tx, { companyId, userId, config });
    });
  }
  return { config, pages: site.pages.map((p) => p.url) };
});
