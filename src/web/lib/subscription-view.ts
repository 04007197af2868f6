/** How a subscription status is shown, on the dashboard and in billing alike. */

/** 'trial' → 'Trial', 'past_due' → 'Past due'. */
export const statusLabel = (status: string) => {
  const spaced = status.replace(/[_-]+/g, ' ').trim();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : '';
};

/** Active subscriptions get the default badge, every other status the secondary one (administration section 2, Billing). */
export const statusBadgeVariant = (status: string): 'default' | 'secondary' =>
  status === 'active' ? 'default' : 'secondary';
