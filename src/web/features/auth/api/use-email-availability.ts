import { useQuery } from '@tanstack/react-query';
import { EMAIL_PATTERN, normalizeEmail } from '#domain/email';
import { availabilityState, type EmailAvailability } from '../lib/email-availability';
import { checkEmailExists } from './auth-functions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const EMAIL_CHECK_DEBOUNCE_MS = 500;

/** Live check-email-exists for the sign-up e-mail, debounced, once the address looks valid. */
export function useEmailAvailability(rawEmail: string): EmailAvailability {
  const email = normalizeEmail(rawEmail);
  const looksValid = EMAIL_PATTERN.test(email);
  const debounced = useDebouncedValue(email, EMAIL_CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['email-exists', debounced],
    queryFn: () => checkEmailExists(debounced),
    enabled: looksValid && debounced === email,
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });
  return availabilityState({
    looksValid,
    settled: debounced === email,
    fetching: query.isFetching,
    exists: query.data ? query.data.exists || query.data.emailExists : undefined,
  });
}
