import { z } from 'zod';
import { PRIORITIES, SENIORITY_LEVELS } from '#domain/workflow';

// Every property is required (nullable when optional): OpenAI strict json_schema demands it.
const score = z.number().min(0).max(100);

/** Auto-fill: the configuration fields; '' when the pages do not support one. */
export const companyConfigSchema = z.object({
  productName: z.string(),
  productDescription: z.string(),
  targetMarket: z.string(),
  successIndustries: z.string(),
  keyDecisionMakers: z.string(),
  salesCycle: z.string(),
  pricingModel: z.string(),
  metricsKpis: z.string(),
  overallFeedback: z.string(),
  competitors: z.array(z.string()).describe('Competitor names exactly as written on the pages'),
});

/** Re-scoring of the top candidates, by candidate key. */
export const rankingSchema = z.object({
  rankings: z.array(z.object({ key: z.string(), fitScore: score, reasoning: z.string() })),
});

const fact = z
  .object({ value: z.string(), sourceUrl: z.string().describe("The page URL the value was read on, or 'directory'") })
  .nullable();

/** Account research: cited overview facts, reasons, solutions and insights. */
export const accountResearchSchema = z.object({
  overview: z.object({ revenue: fact, employees: fact, founded: fact, industry: fact, headquarters: fact }),
  whyTarget: z.array(z.string()),
  recommendedSolutions: z.array(
    z.object({ reasoning: z.string(), priority: z.enum(PRIORITIES), opportunity: z.string() }),
  ),
  keyInsights: z.array(
    z.object({
      type: z.string(),
      content: z.string(),
      relevance: z.string(),
      sourceUrl: z.string().describe("The page URL that states it, or 'ai' when it is your own reasoning"),
    }),
  ),
});

/** People named in the pages (or scored from the known list). */
export const contactsSchema = z.object({
  people: z.array(
    z.object({
      name: z.string(),
      title: z.string().nullable(),
      department: z.string().nullable(),
      seniorityLevel: z.enum(SENIORITY_LEVELS),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      sourceUrl: z.string().nullable(),
      fitScore: score,
      reasoning: z.string(),
      bestApproach: z.string(),
    }),
  ),
});

/** A contact's profile; facts null when the pages do not support them. */
export const contactProfileSchema = z.object({
  professionalBackground: z.string().nullable(),
  educationBackground: z.string().nullable(),
  skillsExpertise: z.string().nullable(),
  recentAchievements: z.string().nullable(),
  companyContext: z.string().nullable(),
  personalInterests: z.string().nullable(),
  whyThisContact: z.string(),
  bestApproach: z.string(),
});
