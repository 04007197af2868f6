import { eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { users } from '../../db/schema/auth';
import { enqueueAiJob } from '../../jobs/ai-jobs';
import { EXTRACT_CONFIG_JOB } from './extract-config.job';

/**
 * The sign-up promise "We'll pre-configure your AI settings using your company website": when the
 * user gave a website, a new company's empty configuration is drafted from it in the background.
 * Returns whether a job was queued (not when the company has no credit or the user gave no site).
 */
export async function preconfigureFromSignupWebsite(
  deps: Deps,
  { companyId, userId }: { companyId: string; userId: string },
): Promise<boolean> {
  const [user] = await deps.database.db.select({ url: users.signupCompanyUrl }).from(users).where(eq(users.id, userId));
  if (!user?.url) return false;
  try {
    await enqueueAiJob(deps, {
      companyId,
      userId,
      type: EXTRACT_CONFIG_JOB,
      input: { companyUrl: user.url, applyIfUnconfigured: true },
    });
    return true;
  } catch (error) {
    deps.logger.warn('could not queue pre-configuration', {
      companyId,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
