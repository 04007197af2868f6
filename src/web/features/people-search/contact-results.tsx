import type { PeopleSearchContact } from '#domain/people-search';
import { PROVIDER_LABELS } from '#domain/providers';
import { CrmBadgeFor } from '../../components/crm/crm-badge';
import { EmailStatusBadge } from '../prospecting/shared/email-status-badge';

/** A contact's stored source in words: a provider's name, else the word stored ("import", "web"). */
const sourceLabel = (source: string | null) =>
  source ? (PROVIDER_LABELS[source as keyof typeof PROVIDER_LABELS] ?? source) : 'Not available';

/** The company's own contacts that match the search, with their e-mail status and source. */
export function ContactResults({ contacts }: { contacts: PeopleSearchContact[] }) {
  return (
    <section className="space-y-2" data-testid="people-contacts">
      <h2 className="text-lg font-semibold">Your contacts ({contacts.length})</h2>
      {contacts.length === 0 ? (
        <p className="text-sm text-muted-foreground">None of your contacts matches.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1">Name</th>
                <th>Title</th>
                <th>Organization</th>
                <th>E-mail</th>
                <th>Source</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((c) => (
                <tr key={c.id} className="border-t">
                  <td className="py-1 pr-2">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      {c.name}
                      <CrmBadgeFor email={c.email} />
                    </span>
                  </td>
                  <td className="pr-2">{c.title ?? 'Not available'}</td>
                  <td className="pr-2">{c.organizationName}</td>
                  <td className="pr-2">
                    {c.email ? (
                      <span className="flex flex-wrap items-center gap-1.5">
                        {c.email}
                        <EmailStatusBadge status={c.emailStatus ?? 'unknown'} />
                      </span>
                    ) : (
                      'Not available'
                    )}
                  </td>
                  <td>{sourceLabel(c.source)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
