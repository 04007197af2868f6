import type { SourcedPerson } from '#domain/people/merge-person';
import type { AnalysisConfig, ContactFitCategory, RecommendedSolution, SeniorityLevel } from '#domain/workflow';
import type { FieldSource } from '#domain/people/field-sources';
import type { ListedPerson, OrganizationRecord } from '../../../ai/engine';
import type { Deps } from '../../../context';

/**
 * A person one source gave, scored for this organization: the sourced values (each field with its own
 * FieldSource), the e-mail's check when the source judged it (a provider's verification, or a finder's
 * score with origin 'pattern'), and Scoutline's fit assessment.
 */
export type PersonCandidate = SourcedPerson & {
  seniorityLevel: SeniorityLevel;
  fitScore: number;
  fitCategory: ContactFitCategory;
  reasoning: string;
  bestApproach: string;
  recentActivity: string | null;
  /** False only for a person the AI proposed without a page that names them. */
  verified: boolean;
};

/** A person already known to this run: a stored contact (with its id) or one an earlier step gave. */
export type KnownPerson = PersonCandidate & { id?: string; associatedSolution?: string | null };

/** What the do-not-contact list is checked against: a person's address (and its domain), profile and name. */
export type SuppressionSubject = {
  email?: string | null;
  linkedinUrl?: string | null;
  name?: string | null;
  /** `provider:id` of the provider records the person came from (privacy/subject-keys providerRecordKey). */
  recordKeys?: readonly string[];
};

/** What a step gets: the organization and configuration, the people known so far, and how many are still wanted. */
export type StepContext = {
  deps: Deps;
  companyId: string;
  org: OrganizationRecord;
  /** The organization's bare domain (from its website), or null. */
  domain: string | null;
  config: AnalysisConfig;
  solution?: RecommendedSolution;
  /** Earlier runs and earlier steps: an enrichment step (Hunter's e-mail finder) fills their gaps. */
  known: readonly KnownPerson[];
  /** Good-fit-or-better contacts still wanted before the waterfall stops. */
  wanted: number;
  now: Date;
  /**
   * For each person, whether the company's do-not-contact list covers them. A provider step asks it before an
   * answer is cached or scored, so a suppressed or forgotten person is never stored, not even in the cache.
   */
  suppressed(people: SuppressionSubject[]): Promise<boolean[]>;
  /** The organization's whole domain is on the do-not-contact list: providers are not asked at all. */
  domainSuppressed?: boolean;
  /**
   * Scores listed people through the engine (fit, seniority, reasoning) and attaches each field's source;
   * `sourceOf` gives the FieldSource of a listed person (by its `key`, e.g. a provider record id).
   */
  score(people: ListedPerson[], sourceOf: (person: ListedPerson) => FieldSource): Promise<PersonCandidate[]>;
};

/**
 * What a step gives: the scored candidates, and how many people its source answered that the do-not-contact
 * list withheld before they were scored or cached (counted in the trail as found and on the list).
 */
export type StepResult = { candidates: PersonCandidate[]; note?: string; withheld?: number };

/**
 * One source of the Contact Discovery waterfall. Steps run in order (public pages, imports, then the
 * connected people providers in the company's order) until the target is reached. A step throws
 * StepUnavailable, with the reason in words, when its source could not be asked or read.
 */
export type PeopleStep = {
  /** Stable id: 'web', 'import', 'apollo', 'pdl', 'hunter'; also the FieldSource id of what it gives. */
  id: string;
  /** Words for the trail: "Public pages", "Imports", "Apollo". */
  label: string;
  run(ctx: StepContext): Promise<StepResult>;
};

/** A source that could not be asked (`skipped`: e.g. no website) or did not answer (`failed`); the message is shown. */
export class StepUnavailable extends Error {
  constructor(
    message: string,
    readonly status: 'failed' | 'skipped' = 'failed',
  ) {
    super(message);
    this.name = 'StepUnavailable';
  }
}
