import { z } from 'zod';

/**
 * The expected-answers file of `npm run eval` (format documented in docs/engine.md, "Evaluating an engine").
 * A term group is a list of spellings, any one of which counts: ["docs teams", "documentation teams"].
 */
const termGroup = z
  .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
  .transform((g) => (typeof g === 'string' ? [g] : g));

const textField = z
  .object({
    /** The answer is empty: the pages do not say it. */
    empty: z.boolean().default(false),
    /** An empty answer is acceptable (the pages only hint at it); a filled one is still scored. */
    emptyOk: z.boolean().default(false),
    include: z.array(termGroup).default([]),
    /** Any of these makes the answer wrong (invented, off-topic, a sentence fragment). */
    exclude: z.array(z.string().min(1)).default([]),
    /** More words than this is wrong (a phrase was asked for, not a paragraph). */
    maxWords: z.number().int().positive().optional(),
  })
  .strict();

const listField = z
  .object({
    /** Names a correct answer lists (each with its spellings); [] means the answer is empty. */
    names: z.array(termGroup).default([]),
    /** Names that are also right but need not be listed (a long list on the pages). */
    alsoCorrect: z.array(termGroup).default([]),
  })
  .strict();

export const TEXT_FIELDS = [
  'productName',
  'productDescription',
  'targetMarket',
  'successIndustries',
  'keyDecisionMakers',
  'salesCycle',
  'pricingModel',
  'metricsKpis',
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

const siteSchema = z
  .object({
    fields: z
      .object({
        productName: textField.optional(),
        productDescription: textField.optional(),
        targetMarket: textField.optional(),
        successIndustries: textField.optional(),
        keyDecisionMakers: textField.optional(),
        salesCycle: textField.optional(),
        pricingModel: textField.optional(),
        metricsKpis: textField.optional(),
        competitors: listField.optional(),
      })
      .strict(),
  })
  .strict();

const rankingSchema = z
  .object({
    name: z.string().min(1),
    /** CSV of organizations, relative to the expected file (or absolute); columns as the Account Lists import maps them. */
    companies: z.string().min(1),
    /** The configuration to rank against: a site of this file (its auto-fill), or fields given here. */
    site: z.string().optional(),
    config: z.record(z.string(), z.string()).optional(),
    top: z.number().int().positive().default(20),
    /** Organizations a person would put in the top list. */
    fits: z.array(z.string().min(1)).default([]),
    /** Organizations that must not be recommended as buyers (competitors, unrelated). */
    notFits: z.array(z.string().min(1)).default([]),
  })
  .strict();

export const expectedFileSchema = z
  .object({
    description: z.string().optional(),
    sites: z.record(z.string(), siteSchema),
    ranking: z.array(rankingSchema).default([]),
  })
  .strict();

export type ExpectedFile = z.infer<typeof expectedFileSchema>;
export type ExpectedText = z.infer<typeof textField>;
export type ExpectedList = z.infer<typeof listField>;
export type ExpectedRanking = z.infer<typeof rankingSchema>;
