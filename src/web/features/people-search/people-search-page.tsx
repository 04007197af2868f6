import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PeopleSaveRow, PeopleSearchBody, PeopleSearchResult } from '#domain/people-search';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../app/auth-context';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { savePeopleFound, searchPeople } from '../../lib/people-search-api';

const SENIORITIES = ['executive', 'director', 'manager'] as const;
const FIELDS = [
  ['titles', 'Titles', 'VP of Sales, CTO'],
  ['departments', 'Departments', 'Engineering'],
  ['locations', 'Locations', 'Austin'],
  ['employeeRanges', 'Organization size (min,max employees)', '11,50; 51,200'],
  ['industries', 'Industries', 'Software'],
] as const;
type ListField = (typeof FIELDS)[number][0];

/** "a, b" → ["a", "b"]; sizes are split on ";" because each is itself "min,max". */
const splitList = (field: ListField, v: string) =>
  v
    .split(field === 'employeeRanges' ? ';' : ',')
    .map((s) => (field === 'employeeRanges' ? s.replace(/\s+/g, '') : s.trim()))
    .filter(Boolean);

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
    employeeRanges: '',
    industries: '',
  });
  const [seniorities, setSeniorities] = useState<string[]>([]);
  const [result, setResult] = useState<PeopleSearchResult | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState<PeopleSaveRow[]>([]);
  const [busy, setBusy] = useState<'search' | 'save' | null>(null);
  const fail = (title: string, error: unknown) =>
    toast.error(title, { description: error instanceof Error ? error.message : String(error) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('search');
    setChosen(new Set());
    setSaved([]);
    try {
      const body: Partial<PeopleSearchBody> = {
        text,
        seniorities: seniorities as PeopleSearchBody['seniorities'],
      };
      for (const [field] of FIELDS) body[field] = splitList(field, lists[field]);
      setResult(await searchPeople(body));
    } catch (error) {
      fail('The search failed', error);
    } finally {
      setBusy(null);
    }
  };
  const save = async () => {
    setBusy('save');
    try {
      const answer = await savePeopleFound({
        people: [...chosen].map((recordId) => ({ provider: 'apollo' as const, recordId })),
      });
      setSaved(answer.rows);
      setChosen(new Set());
      toast.success(
        `${answer.rows.filter((r) => r.outcome === 'saved').length} saved; ${answer.charged} ${answer.charged === 1 ? 'credit' : 'credits'} used`,
      );
      await client.invalidateQueries({ queryKey: ['table'] });
    } catch (error) {
      fail('Save failed', error);
    } finally {
      setBusy(null);
    }
  };
  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const outcomeOf = (id: string) => saved.find((r) => r.recordId === id);

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
                  onChange={() => setSeniorities((old) => (old.includes(s) ? old.filter((x) => x !== s) : [...old, s]))}
                />
                {s}
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
      {result && (
        <div className="space-y-6" aria-live="polite">
          <section className="space-y-2">
            <h2 className="text-lg font-semibold">Your contacts ({result.contacts.length})</h2>
            {result.contacts.length === 0 ? (
              <p className="text-sm text-muted-foreground">None of your contacts matches.</p>
            ) : (
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
                  {result.contacts.map((c) => (
                    <tr key={c.id} className="border-t">
                      <td className="py-1">{c.name}</td>
                      <td>{c.title ?? 'Not available'}</td>
                      <td>{c.organizationName}</td>
                      <td>{c.email ?? 'Not available'}</td>
                      <td>{c.source ?? 'Not available'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="space-y-2" data-testid="people-provider-results">
            <h2 className="text-lg font-semibold">From your people provider ({result.providerResults.length})</h2>
            <p className="text-sm text-muted-foreground">{result.providerNote}</p>
            {result.providerResults.length > 0 && (
              <>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-muted-foreground">
                      {canSave && <th className="w-8 py-1" aria-label="Choose" />}
                      <th className="py-1">Name</th>
                      <th>Title</th>
                      <th>Organization</th>
                      <th>Source</th>
                      <th>Saved</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.providerResults.map((p) => (
                      <tr key={p.recordId} className="border-t">
                        {canSave && (
                          <td className="py-1">
                            <input
                              type="checkbox"
                              aria-label={`Choose ${p.name}`}
                              checked={chosen.has(p.recordId)}
                              onChange={() => toggle(p.recordId)}
                            />
                          </td>
                        )}
                        <td className="py-1">{p.name}</td>
                        <td>{p.title ?? 'Not available'}</td>
                        <td>{p.organizationName ?? 'Not available'}</td>
                        <td>{p.source.label}</td>
                        <td>{outcomeOf(p.recordId)?.message ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {canSave && (
                  <Button size="sm" disabled={busy !== null || chosen.size === 0} onClick={() => void save()}>
                    {busy === 'save'
                      ? 'Saving…'
                      : `Save ${chosen.size} (reveals e-mails; one credit per person stored)`}
                  </Button>
                )}
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
