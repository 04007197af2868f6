import { EMAIL_STATUSES, type EmailCheck } from '#domain/people/email-status';
import type { TrailStep } from '#domain/people/discovery-trail';
import { mapLimit } from '../../../web-reader/map-limit';
import type { PoolEntry } from '../waterfall/run-waterfall';
import type { EmailVerifier } from './email-verifier';

const hostOf = (url: string | undefined | null) => {
  try {
    return url ? new URL(url).host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
};

/** "3 e-mails checked: 1 verified, 2 unknown" */
function noteFor(checks: EmailCheck[], fallbacks: number, verifier: EmailVerifier) {
  const counts = EMAIL_STATUSES.map((s) => [s, checks.filter((c) => c.status === s).length] as const).filter(
    ([, n]) => n > 0,
  );
  const tally = counts.map(([s, n]) => `${n} ${s}`).join(', ');
  const head = `${checks.length} ${checks.length === 1 ? 'e-mail' : 'e-mails'} checked: ${tally}`;
  return fallbacks > 0
    ? `${head} (${verifier.label} did not answer for ${fallbacks}; Scoutline's own checks used)`
    : head;
}

/**
 * Checks every e-mail this run found or added that has no check yet (a provider may have judged it already).
 * An address printed on the organization's own site carries that page as evidence. When the verifier itself
 * fails, the built-in checks judge the address instead. Returns the trail step, or null when nothing was checked.
 */
export async function verifyPoolEmails(
  pool: PoolEntry[],
  options: { verifier: EmailVerifier; fallback: EmailVerifier; orgWebsite: string | null; elapsed?: () => number },
): Promise<TrailStep | null> {
  const elapsed = options.elapsed ?? (() => performance.now());
  const started = elapsed();
  const orgHost = hostOf(options.orgWebsite);
  const targets = pool.filter((entry) => entry.touched && entry.values.email && !entry.emailCheck);
  if (targets.length === 0) return null;
  let fallbacks = 0;
  const checks = await mapLimit(targets, 4, async (entry) => {
    const source = entry.sources.email;
    const ownPage = source?.source === 'web' && orgHost !== null && hostOf(source.url) === orgHost ? source.url : null;
    const input = { email: entry.values.email!, origin: 'found' as const, publishedOn: ownPage };
    let check: EmailCheck;
    try {
      check = await options.verifier.verify(input);
    } catch {
      fallbacks++;
      check = await options.fallback.verify(input);
    }
    entry.emailCheck = check;
    return check;
  });
  const { verifier } = options;
  return {
    source: verifier.id,
    label: verifier.label,
    kind: 'email-check',
    status: 'ok',
    returned: checks.length,
    new: 0,
    enriched: 0,
    suppressed: 0,
    ms: Math.round(elapsed() - started),
    note: noteFor(checks, fallbacks, verifier),
  };
}
