import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { PEOPLE_SEARCH_MSG, type PeopleSearchBody, type PeopleSearchResult } from '#domain/people-search';
import { PROVIDER_LABELS } from '#domain/providers';
import type { Deps } from '../../../context';
import { discoveredContacts, targetOrganizations } from '../../../db/schema/workflow';
import { withTenant } from '../../../db/tenant';
import { apolloSearchPeopleAcross } from '../../../providers/apollo-people-across';
import { providerContext } from '../../../providers/provider-context';
import { ProviderError } from '../../../providers/provider-error';
import { connectedProviders } from '../../../providers/registry';

const CONTACT_LIMIT = 50;
const PROVIDER_LIMIT = 25;
const like = (v: string) => `%${v.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * People search (issue 19 item 4): the company's own contacts matching the words and titles, then the connected
 * people provider's search with every filter. Provider results are shown with their source, unrevealed: nothing is
 * stored and nothing is charged until "Save".
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
    const people = (await connectedProviders(tx, deps.env, deps.secrets, companyId, 'people-search')).filter(
      (p) => p.id === 'apollo',
    );
    return { contacts: rows, providers: people };
  });
  const provider = providers[0];
  if (!provider) return { contacts, providerResults: [], providerNote: PEOPLE_SEARCH_MSG.noProvider };
  const label = `${PROVIDER_LABELS[provider.id]} people search`;
  try {
    const hits = await apolloSearchPeopleAcross(
      { ...body, limit: PROVIDER_LIMIT },
      providerContext(deps, companyId, provider),
    );
    return {
      contacts,
      providerResults: hits.map((h) => ({ ...h, provider: provider.id, source: { source: provider.id, label } })),
      providerNote: `${label}: ${hits.length} ${hits.length === 1 ? 'person' : 'people'}, not revealed and not charged.`,
    };
  } catch (error) {
    const why = error instanceof ProviderError ? error.message : 'failed unexpectedly';
    return { contacts, providerResults: [], providerNote: `${label} failed: ${why}` };
  }
}
