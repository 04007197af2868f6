/**
 * Where a signed-in visitor goes from /auth: /company-onboarding (the spec), keeping the invite link's
 * ?company=slug when the route guard sent them here from it.
 */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/company-onboarding') ? from : '/company-onboarding';
}
