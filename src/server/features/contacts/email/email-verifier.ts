import type { EmailCheck, EmailOrigin } from '#domain/people/email-status';

/**
 * An address to judge. `origin` says whether a source printed it or a finder guessed it from a name
 * pattern; `publishedOn` is the organization's own page that printed it, when one did (evidence the
 * built-in checks use; a provider's verifier may ignore it).
 */
export type EmailToVerify = { email: string; origin: EmailOrigin; publishedOn?: string | null };

/**
 * Judges whether mail to an address will arrive: verified, accept-all, risky, invalid or unknown, with the
 * reason in words. Scoutline's own checks implement it (builtin-verifier.ts); a provider's verifier (Hunter's
 * GET /v2/email-verifier) implements the same type and is chosen per company by choose-verifier.ts.
 * It must not throw for a bad address (that is an `invalid` verdict); it throws only when the verifier
 * itself failed (a provider down), and the caller then falls back to the built-in checks.
 */
export type EmailVerifier = {
  /** Stable id stored with each check: 'scoutline', 'hunter'. */
  id: string;
  /** Words for the trail and the profile: "E-mail checks", "Hunter". */
  label: string;
  verify(input: EmailToVerify, options?: { signal?: AbortSignal }): Promise<EmailCheck>;
};
