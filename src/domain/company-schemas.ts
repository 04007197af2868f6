import { z } from 'zod';
import { MSG } from './messages';
import { SLUG_PATTERN } from './slug';

export const createCompanyBody = z.object({
  name: z.string().trim().min(1, MSG.enterCompanyName).max(120),
  slug: z.string().trim().min(1, MSG.enterCompanyName).max(63).regex(SLUG_PATTERN, MSG.invalidSlug),
  /** Draft the creator's AI configuration from their sign-up website (one credit); default: only for a first company. */
  preconfigure: z.boolean().optional(),
});

export const selectCompanyBody = z.object({ companyId: z.string().uuid(MSG.notFound) });
