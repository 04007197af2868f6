export type EmailAvailability = 'unknown' | 'checking' | 'exists' | 'available';

/** The availability state shown under the sign-up e-mail, from the debounced check's progress. */
export function availabilityState(input: {
  looksValid: boolean;
  settled: boolean;
  fetching: boolean;
  exists: boolean | undefined;
}): EmailAvailability {
  if (!input.looksValid) return 'unknown';
  if (!input.settled || input.fetching) return 'checking';
  if (input.exists === undefined) return 'unknown';
  return input.exists ? 'exists' : 'available';
}
