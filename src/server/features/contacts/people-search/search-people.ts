import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  PEOPLE_SEARCH_MSG,
  PEOPLE_SEARCH_PROVIDERS,
  type PeopleSearchBody,
  type PeopleSearchProvider,
  type PeopleSearchResult,
} from '#domain/people-search';
import { PROVIDER_LABELS } from '#domain/providers';
import type { Deps } from '../../../context';
import { discoveredContacts, targetOrganizations } from '../../../db/schema/workflow';
import { withTenant } from '../../../db/tenant';
import { apolloSearchPeopleAcross } from '../../../providers/apollo-people-across';
import { cachedProviderCall } from '../../../providers/cache';
import { pdlSearchPeopleAcross } from '../../../providers/pdl-people-across';
import { providerContext } from '../../../providers/provider-context';
import { ProviderError } from '../../../providers/provider-error';
import { connectedProviders } from '../../../providers/registry';

const CONTACT_LIMIT = 50;
const PROVIDER_LIMIT = 25;
const SEARCHES = { apollo: apolloSearchPeopleAcross, pdl: pdlSearchPeopleAcross } as const;
const isSearchProvider = (id: string): id is PeopleSearchProvider =>
  (PEOPLE_SEARCH_PROVIDERS as readonly string[]).includes(id);
const peopleCount = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const like = (v: string) => `%${v.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * People search (issue 19 item 4): the company's own contacts matching the words and titles, then one connected
 * people provider's search with every filter (the one the user chose, else the company's first connected; decision
 * 032). Provider results are shown with their source, unrevealed: nothing is stored and nothing is charged until
 * "Save".
 */
export async function searchPeople(deps: Deps, companyId: string, body: PeopleSearchBody): Promise<PeopleSearchResult> {
  const { db } = deps.database;
  const { contacts, providers } = await withTenant(db, companyId, async (tx) => {
    const where: (SQL | undefined)[] = [eq(discoveredContacts.companyId, companyId)];
    if (body.text)
      where.push(
        or(
          ilike(discoveredContacts.name, like(body.text)),
          ilike(discoveredContacts.title, like(body.text)),
          ilike(discoveredContacts.email, like(body.text)),
          ilike(targetOrganizations.name, like(body.text)),
        ),
      );
    if (body.titles.length > 0) where.push(or(...body.titles.map((t) => ilike(discoveredContacts.title, like(t)))));
    if (body.departments.length > 0)
      where.push(or(...body.departments.map((d) => ilike(discoveredContacts.department, like(d)))));
    if (body.locations.length > 0)
      where.push(or(...body.locations.map((l) => ilike(discoveredContacts.location, like(l)))));
    const rows = await tx
      .select({
        id: discoveredContacts.id,
        name: discoveredContacts.name,
        title: discoveredContacts.title,
        email: discoveredContacts.email,
        emailStatus: discoveredContacts.emailStatus,
        organizationId: discoveredContacts.organizationId,
        organizationName: targetOrganizations.name,
        source: discoveredContacts.source,
      })
      .from(discoveredContacts)
      .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
      .where(and(...where))
      .orderBy(desc(discoveredContacts.createdAt))
      .limit(CONTACT_LIMIT);
    const people = (await connectedProviders(tx, deps.env, deps.secrets, companyId, 'people-search')).filter((p) =>
      isSearchProvider(p.id),
    );
    return { contacts: rows, providers: people };
  });
  const offered = providers.map((p) => ({ id: p.id as PeopleSearchProvider, label: PROVIDER_LABELS[p.id] }));
  const base = { contacts, providers: offered, providerResults: [], providerFailed: false };
  const provider = body.provider ? providers.find((p) => p.id === body.provider) : providers[0];
  if (!provider) {
    const providerNote = body.provider
      ? PEOPLE_SEARCH_MSG.notConnected(PROVIDER_LABELS[body.provider])
      : PEOPLE_SEARCH_MSG.noProvider;
    return { ...base, provider: null, providerNote };
  }
  const id = provider.id as PeopleSearchProvider;
  const label = `${PROVIDER_LABELS[id]} people search`;
  const { provider: _chosen, ...filters } = body;
  const query = { ...filters, limit: PROVIDER_LIMIT };
  try {
    // Cached 30 days per company and request: People Data Labs charges per record returned.
    const { value: hits } = await cachedProviderCall(
      db,
      { companyId, provider: id, request: { op: 'people-search-across', ...query }, now: deps.clock.now() },
      async () => await SEARCHES[id](query, providerContext(deps, companyId, provider)),
    );
    return {
      ...base,
      provider: id,
      providerResults: hits.map((h) => ({ ...h, provider: id, source: { source: id, label } })),
      providerNote: `${label}: ${peopleCount(hits.length)}, not revealed and not charged.`,
    };
  } catch (error) {
    const why = error instanceof ProviderError ? error.message : 'failed unexpectedly';
    return { ...base, provider: id, providerFailed: true, providerNote: `${label} failed: ${why}` };
  }
}
