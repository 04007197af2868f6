import { eq } from 'drizzle-orm';
import { discoveredContacts } from '../../../db/schema/workflow';
import { waitForAiJob } from '../../../jobs/ai-jobs';
import type { FakePerson } from '../../../test/fakes/fake-people';
import type { TestApp } from '../../../test/test-app';

type Owner = { cookie: string; companyId: string; userId: string };

/** A person the provider fakes know, named as on the BrightPath team page (the id sets their invented career). */
export const knownPerson = (index: number, first: string, last: string, title: string): FakePerson => ({
  id: `p${String(index).padStart(4, '0')}brightpath`,
  firstName: first,
  lastName: last,
  title,
  seniority: 'executive',
  email: `${first}.${last}@brightpath.example`.toLowerCase(),
  hunterStatus: 'valid',
  linkedin: `https://www.linkedin.com/in/${first}-${last}-example`.toLowerCase(),
  city: 'Austin',
  domain: 'brightpath.example',
});

/** Stores a contact at the organization (as discovery would have). */
export async function addContact(
  t: TestApp,
  owner: Owner,
  organizationId: string,
  person: {
    name: string;
    title?: string;
    email?: string | null;
    linkedinUrl?: string | null;
    location?: string | null;
  },
) {
  const [row] = await t.database.db
    .insert(discoveredContacts)
    .values({
      organizationId,
      companyId: owner.companyId,
      userId: owner.userId,
      name: person.name,
      title: person.title ?? null,
      email: person.email ?? null,
      linkedinUrl: person.linkedinUrl ?? null,
      location: person.location ?? null,
      dataExpiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!.id;
}

/** Runs deep research on a contact to the end; returns the finished job and the contact as the API shows it. */
export async function deepResearch(t: TestApp, owner: Owner, contactId: string) {
  const start = await t.call('POST', '/api/functions/deep-contact-research', { contactId }, owner.cookie);
  if (start.status !== 200) throw new Error(`deep research: ${start.status} ${JSON.stringify(start.json)}`);
  const job = await waitForAiJob(t.deps, { jobId: start.json.jobId, companyId: owner.companyId, timeoutMs: 30_000 });
  const shown = await t.call('GET', `/api/contacts/${contactId}`, undefined, owner.cookie);
  return { job: job!, contact: shown.json.contact ?? shown.json };
}

export const storedContact = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.id, id)))[0]!;

/**
 * Every "table.column" holding `needle` (case-insensitive) in a row of the company, across every table with a
 * company_id; tables without one are searched whole (they may hold the needle only if it leaked there).
 */
export async function companyRowsHolding(t: TestApp, companyId: string, needle: string): Promise<string[]> {
  const { rows: columns } = await t.database.query<{ table_name: string; column_name: string; scoped: boolean }>(
    `select c.table_name, c.column_name,
            exists (select 1 from information_schema.columns k
                    where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = 'company_id') as scoped
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    [],
  );
  const hits: string[] = [];
  for (const c of columns) {
    const scope = c.scoped ? `company_id::text = $2 and` : `$2::text is not null and`;
    const { rows } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from "${c.table_name}" where ${scope} position($1 in lower("${c.column_name}"::text)) > 0`,
      [needle.toLowerCase(), companyId],
    );
    if (rows[0]!.n > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}
