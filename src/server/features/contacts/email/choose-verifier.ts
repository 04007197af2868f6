import type { Deps } from '../../../context';
import { createBuiltinVerifier } from './builtin-verifier';
import { isDisposableDomain } from './disposable-domains';
import type { EmailVerifier } from './email-verifier';

/** Gives a connected provider's verifier for the company (Hunter), or null. Where Hunter plugs in. */
export type EmailVerifierSource = (deps: Deps, company: { id: string }) => Promise<EmailVerifier | null>;

const sources: EmailVerifierSource[] = [];

/** Adds a source of provider verifiers; returns a function that removes it again (tests). */
export function registerEmailVerifierSource(source: EmailVerifierSource): () => void {
  sources.push(source);
  return () => {
    const at = sources.indexOf(source);
    if (at >= 0) sources.splice(at, 1);
  };
}

/** Scoutline's own checks, on the process's DNS resolver. */
export const builtinVerifier = (deps: Deps): EmailVerifier =>
  createBuiltinVerifier({ mailDomain: deps.mailDomain, isDisposable: isDisposableDomain, now: () => deps.clock.now() });

/** The company's verifier: the first connected provider's, else the built-in checks (always the fallback). */
export async function chooseEmailVerifier(
  deps: Deps,
  companyId: string,
): Promise<{ verifier: EmailVerifier; fallback: EmailVerifier }> {
  const fallback = builtinVerifier(deps);
  for (const source of sources) {
    const verifier = await source(deps, { id: companyId });
    if (verifier) return { verifier, fallback };
  }
  return { verifier: fallback, fallback };
}
