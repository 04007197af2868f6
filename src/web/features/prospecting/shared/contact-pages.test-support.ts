import { matchesContactSearch, matchesSolution } from '#domain/contacts';

type ListedContact = {
  id: string;
  name: string;
  title?: string | null;
  department?: string | null;
  solutionId?: string | null;
  associatedSolution?: string | null;
};

/**
 * A page of `GET /organizations/:id/contacts` as the server gives it, for tests that fake the API: searched (`q`),
 * narrowed to a solution, `limit` rows from the `cursor` (here simply the index of the next row).
 */
export function contactsPageFor<C extends ListedContact>(contacts: C[], path: string, hiddenByDailyLimit = 0) {
  const params = new URL(path, 'http://test').searchParams;
  const q = params.get('q') ?? '';
  const solution = params.get('solution');
  const matching = contacts.filter(
    (c) =>
      matchesContactSearch(c, q) &&
      (solution === null || matchesSolution(c, { id: params.get('solutionId'), product: solution })),
  );
  const from = Number(params.get('cursor') ?? 0);
  const limit = Number(params.get('limit') ?? 50);
  const next = from + limit;
  return {
    contacts: matching.slice(from, next),
    total: matching.length,
    nextCursor: next < matching.length ? String(next) : null,
    hiddenByDailyLimit,
  };
}
