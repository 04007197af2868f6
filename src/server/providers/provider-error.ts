import { PROVIDER_LABELS, type ProviderId } from '#domain/providers';

export type ProviderFailure =
  'auth' | 'quota' | 'rate-limited' | 'down' | 'timeout' | 'bad-response' | 'rejected' | 'cap';

const MESSAGES: Record<ProviderFailure, (label: string) => string> = {
  auth: (p) => `${p} refused the API key. Check the key on the Integrations tab.`,
  quota: (p) => `${p} says the account has no credits or quota left this period.`,
  'rate-limited': (p) => `${p} is limiting requests right now. Try again in a few minutes.`,
  down: (p) => `${p} is not answering right now (the service may be down). Try again later.`,
  timeout: (p) => `${p} did not answer in time. Try again later.`,
  'bad-response': (p) => `${p} sent an answer Scoutline could not read.`,
  rejected: (p) => `${p} rejected the request Scoutline sent.`,
  cap: () => 'The monthly cap of provider calls is reached.',
};

/** A provider call that failed, with a message fit to show a user (it never holds the key). */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderId,
    readonly failure: ProviderFailure,
    readonly status?: number,
    message?: string,
  ) {
    super(message ?? MESSAGES[failure](PROVIDER_LABELS[provider]));
    this.name = 'ProviderError';
  }
}
