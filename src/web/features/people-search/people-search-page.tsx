import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ORGANIZATION_SIZE_BANDS,
  type PeopleSaveRow,
  type PeopleSearchBody,
  type PeopleSearchHit,
  type PeopleSearchProvider,
  type PeopleSearchResult,
} from '#domain/people-search';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { savePeopleFound, searchPeople } from '../../lib/people-search-api';
import { ContactResults } from './contact-results';
import { hitKey, ProviderResults } from './provider-results';

const SENIORITIES = ['executive', 'director', 'manager'] as const;
const FIELDS = [
  ['titles', 'Titles', 'VP of Sales, CTO'],
  ['departments', 'Departments', 'Sales, Engineering'],
  ['locations', 'Locations', 'Austin'],
  ['industries', 'Industries', 'Software'],
] as const;
type ListField = (typeof FIELDS)[number][0];

/** "a, b" → ["a", "b"]. */
const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** "11,50" → "11–50 employees"; the last band has no upper bound. */
const bandLabel = (band: string) => {
  const [min, max] = band.split(',').map(Number) as [number, number];
  return max >= 1_000_000
    ? `${min.toLocaleString('en-US')}+`
    : `${min.toLocaleString('en-US')}–${max.toLocaleString('en-US')}`;
};
const credits = (n: number) => (n === 1 ? 'credit' : 'credits');
const toggled = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * /dashboard/people: searches the company's contacts and, when a people provider is connected, its people search.
 * Provider results show their source and are neither revealed nor charged until "Save".
 */
export function PeopleSearchPage() {
  const { currentRole } = useAuth();
  const canSave = roleSatisfies(currentRole, { minRole: 'member' });
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [lists, setLists] = useState<Record<ListField, string>>({
    titles: '',
    departments: '',
    locations: '',
    industries: '',
  });
  const [seniorities, setSeniorities] = useState<string[]>([]);
  const [sizes, setSizes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** The provider the user picked; until then the server asks the company's first connected one. */
  const [provider, setProvider] = useState<PeopleSearchProvider | undefined>();
  const [result, setResult] = useState<PeopleSearchResult | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState<PeopleSaveRow[]>([]);
  const [busy, setBusy] = useState<'search' | 'save' | null>(null);
  const fail = (title: string, error: unknown) =>
    toast.error(title, { description: error instanceof Error ? error.message : String(error) });

  const run = async (provider?: PeopleSearchProvider) => {
    setBusy('search');
    setChosen(new Set());
    setSaved([]);
    setError(null);
    try {
      const body: Partial<PeopleSearchBody> = {
        text,
        seniorities: seniorities as PeopleSearchBody['seniorities'],
        employeeRanges: sizes,
        ...(provider && { provider }),
      };
      for (const [field] of FIELDS) body[field] = splitList(lists[field]);
      setResult(await searchPeople(body));
    } catch (failure) {
      // A refused filter or a failed request, said on the page (not only in a passing toast).
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(provider);
  };
  const save = async () => {
    setBusy('save');
    try {
      const answer = await savePeopleFound({
        people: (result?.providerResults ?? [])
          .filter((p) => chosen.has(hitKey(p)))
          .map((p) => ({ provider: p.provider as PeopleSearchProvider, recordId: p.recordId })),
      });
      setSaved(answer.rows);
      setChosen(new Set());
      const stored = answer.rows.filter((r) => r.outcome === 'saved').length;
      toast.success(`${stored} saved; ${answer.charged} ${credits(answer.charged)} used`);
      await client.invalidateQueries({ queryKey: ['table'] });
    } catch (error) {
      fail('Save failed', error);
    } finally {
      setBusy(null);
    }
  };
  const toggle = (hit: PeopleSearchHit) => setChosen((old) => new Set(toggled([...old], hitKey(hit))));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">People</h1>
        <p className="mt-1 text-muted-foreground">
          Search your contacts across organizations and, when a people provider is connected, its people search. Nothing
          is revealed or charged until you save.
        </p>
      </div>
      <form className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => void submit(e)}>
        <div className="space-y-1">
          <Label htmlFor="people-text">Name, title or keywords</Label>
          <Input id="people-text" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        {FIELDS.map(([field, label, placeholder]) => (
          <div className="space-y-1" key={field}>
            <Label htmlFor={`people-${field}`}>{label}</Label>
            <Input
              id={`people-${field}`}
              value={lists[field]}
              placeholder={placeholder}
              onChange={(e) => setLists((old) => ({ ...old, [field]: e.target.value }))}
            />
          </div>
        ))}
        <fieldset className="space-y-1 sm:col-span-2">
          <legend className="text-sm font-medium">Seniority</legend>
          <div className="flex gap-4">
            {SENIORITIES.map((s) => (
              <label key={s} className="flex items-center gap-1.5 text-sm capitalize">
                <input
                  type="checkbox"
                  checked={seniorities.includes(s)}
                  onChange={() => setSeniorities((old) => toggled(old, s))}
                />
                {s}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-1 sm:col-span-3">
          <legend className="text-sm font-medium">Organization size (employees)</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {ORGANIZATION_SIZE_BANDS.map((band) => (
              <label key={band} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={sizes.includes(band)}
                  onChange={() => setSizes((old) => toggled(old, band))}
                />
                {bandLabel(band)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-end">
          <Button type="submit" size="sm" disabled={busy !== null}>
            {busy === 'search' ? 'Searching…' : 'Search people'}
          </Button>
        </div>
      </form>
      {error && (
        <Alert variant="destructive" data-testid="people-search-error">
          <AlertTitle>The search could not run</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {result && (
        <div className="space-y-6" aria-live="polite">
          <ContactResults contacts={result.contacts} />
          <ProviderResults
            result={result}
            canSave={canSave}
            chosen={chosen}
            saved={saved}
            busy={busy}
            onToggle={toggle}
            onSave={() => void save()}
            selected={provider ?? result.provider}
            onProvider={(picked) => {
              setProvider(picked);
              void run(picked);
            }}
          />
        </div>
      )}
    </div>
  );
}
