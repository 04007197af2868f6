/** The record of one contact-discovery run: every source asked, in order, and what it gave. */

export type TrailStatus = 'ok' | 'empty' | 'failed' | 'skipped' | 'not-asked';

/**
 * One step of the waterfall. `returned` people the source gave, `new` of them stored as new contacts,
 * `enriched` existing contacts it added fields to, `suppressed` dropped by the do-not-contact list.
 * `message` says in words why a step failed, was skipped or not asked; `note` is a step's own summary
 * ("3 e-mails verified"). `kind` 'email-check' marks the e-mail verification that follows the sources.
 */
export type TrailStep = {
  source: string;
  label: string;
  kind: 'people' | 'email-check';
  status: TrailStatus;
  returned: number;
  new: number;
  enriched: number;
  suppressed: number;
  ms: number;
  message?: string;
  note?: string;
};

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Public pages: 3 found, 2 new" — one line per source. */
export function trailLine(step: TrailStep): string {
  if (step.status === 'failed' || step.status === 'skipped' || step.status === 'not-asked') {
    return `${step.label}: ${lowerFirst(step.message ?? (step.status === 'not-asked' ? 'not asked' : step.status))}`;
  }
  if (step.note && step.kind === 'email-check') return `${step.label}: ${step.note}`;
  const parts = [`${step.returned} found`, `${step.new} new`];
  if (step.enriched > 0) parts.push(`${step.enriched} updated`);
  if (step.suppressed > 0) parts.push(`${step.suppressed} on the do-not-contact list`);
  if (step.note) parts.push(step.note);
  return `${step.label}: ${parts.join(', ')}`;
}

/** The whole trail on one line, sources separated by " · ". */
export const trailSummaryLine = (steps: TrailStep[]) => steps.map(trailLine).join(' · ');

/** The end of a provider step's message when the organization's whole domain is on the do-not-contact list. */
export const DOMAIN_SUPPRESSED = ' is on the do-not-contact list';
export const domainSuppressedMessage = (domain: string) => `${domain}${DOMAIN_SUPPRESSED}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What happened, in words, for the toast: "Could not read gitlab.com: the site did not answer; no people
 * provider connected" or "3 sources asked, no new people".
 */
export function describeRun({
  steps,
  newCount,
  providersConnected,
}: {
  steps: TrailStep[];
  newCount: number;
  providersConnected: boolean;
}): string {
  const people = steps.filter((s) => s.kind === 'people');
  const failures = people.filter((s) => s.status === 'failed').map((s) => s.message ?? `${s.label} failed`);
  const asked = people.filter((s) => s.status === 'ok' || s.status === 'empty').length;
  const suppressed = people.reduce((n, s) => n + s.suppressed, 0);
  // Providers not asked because the organization's domain is on the do-not-contact list: said once.
  const blocked = [
    ...new Set(
      people
        .filter((s) => s.status === 'skipped' && s.message?.endsWith(DOMAIN_SUPPRESSED))
        .map((s) => `no people provider was asked: ${s.message}`),
    ),
  ];
  const parts: string[] = [];
  if (newCount > 0) parts.push(plural(newCount, 'new person', 'new people'));
  else if (failures.length === 0 && blocked.length === 0)
    parts.push(`${plural(asked, 'source', 'sources')} asked, no new people`);
  parts.push(...failures, ...blocked);
  if (suppressed > 0) parts.push(`${plural(suppressed, 'person', 'people')} left out (do-not-contact list)`);
  if (!providersConnected) parts.push('no people provider connected');
  return upperFirst(parts.join('; '));
}

/** A discovery is charged only when it stored at least one new contact. */
export const discoveryIsCharged = (newCount: number) => newCount > 0;
