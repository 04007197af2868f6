import { queryClient } from '../../../lib/query-client';
import { QueryDataProvider } from '../../../app/query-data-provider';
import { SignUpForm } from './sign-up-form';

/** The sign-up form inside the app's query cache (/auth itself has none; see app/query-data-provider.tsx). */
export function SignUpPanel() {
  return (
    <QueryDataProvider client={queryClient}>
      <SignUpForm />
    </QueryDataProvider>
  );
}
