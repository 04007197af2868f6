import type { PeopleSaveRow, PeopleSearchHit, PeopleSearchProvider, PeopleSearchResult } from '#domain/people-search';
import { PROVIDER_LABELS } from '#domain/providers';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

/** One provider person's key: the same record id may come from two providers. */
export const hitKey = (p: { provider: string; recordId: string }) => `${p.provider}:${p.recordId}`;

type Props = {
  result: PeopleSearchResult;
  canSave: boolean;
  chosen: Set<string>;
  saved: PeopleSaveRow[];
  busy: 'search' | 'save' | null;
  onToggle: (hit: PeopleSearchHit) => void;
  onSave: () => void;
  /** The provider picked (shown at once, before its answer arrives). */
  selected: PeopleSearchProvider | null;
  onProvider: (provider: PeopleSearchProvider) => void;
};

/** The provider's people: each with its source, unrevealed; the provider picker when two are connected. */
export function ProviderResults(props: Props) {
  const { result, canSave, chosen, saved, busy, selected, onToggle, onSave, onProvider } = props;
  const outcomeOf = (hit: PeopleSearchHit) => saved.find((r) => hitKey(r) === hitKey(hit));
  const title = result.provider ? `From ${PROVIDER_LABELS[result.provider]}` : 'From a people provider';
  return (
    <section className="space-y-2" data-testid="people-provider-results">
      <h2 className="text-lg font-semibold">
        {title} ({result.providerResults.length})
      </h2>
      {result.providers.length > 1 && (
        <fieldset className="flex flex-wrap items-center gap-4 text-sm" data-testid="people-provider-choice">
          <legend className="sr-only">Search with</legend>
          <span className="font-medium">Search with</span>
          {result.providers.map((p) => (
            <label key={p.id} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="people-provider"
                checked={selected === p.id}
                disabled={busy !== null}
                onChange={() => onProvider(p.id)}
              />
              {p.label}
            </label>
          ))}
        </fieldset>
      )}
      {result.providerFailed ? (
        <Alert variant="destructive" data-testid="people-provider-error">
          <AlertTitle>The provider’s search failed</AlertTitle>
          <AlertDescription>{result.providerNote} Your contacts above were still searched.</AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm text-muted-foreground">{result.providerNote}</p>
      )}
      {result.providerResults.length > 0 && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted-foreground">
                  {canSave && <th className="w-8 py-1" aria-label="Choose" />}
                  <th className="py-1">Name</th>
                  <th>Title</th>
                  <th>Organization</th>
                  <th>Location</th>
                  <th>Source</th>
                  <th>Saved</th>
                </tr>
              </thead>
              <tbody>
                {result.providerResults.map((p) => (
                  <tr key={hitKey(p)} className="border-t" data-testid="people-provider-row">
                    {canSave && (
                      <td className="py-1">
                        <input
                          type="checkbox"
                          aria-label={`Choose ${p.name}`}
                          checked={chosen.has(hitKey(p))}
                          onChange={() => onToggle(p)}
                        />
                      </td>
                    )}
                    <td className="py-1 pr-2">{p.name}</td>
                    <td className="pr-2">{p.title ?? 'Not available'}</td>
                    <td>{p.organizationName ?? 'Not available'}</td>
                    <td>{p.location ?? 'Not available'}</td>
                    <td>
                      <Badge variant="outline" title={p.source.label}>
                        {PROVIDER_LABELS[p.provider as PeopleSearchProvider] ?? p.source.label}
                      </Badge>
                    </td>
                    <td data-testid="people-save-outcome">{outcomeOf(p)?.message ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canSave && (
            <Button size="sm" disabled={busy !== null || chosen.size === 0} onClick={onSave}>
              {busy === 'save' ? 'Saving…' : `Save ${chosen.size} (reveals e-mails; one credit per person stored)`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
