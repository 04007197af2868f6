import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Check, Loader2 } from 'lucide-react';
import { MSG } from '#domain/messages';
import { sanitizeSlugInput, slugify } from '#domain/slug';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { api, ApiError } from '../../../lib/api';

const PROMISES = [
  '100 free AI research credits',
  'Invite up to 5 team members',
  'Contact discovery',
  'Company-wide data isolation',
];

/** Company Name and Company URL (slug, generated from the name until edited by hand). */
export function CreateCompanyForm({ onBack }: { onBack?: () => void }) {
  const { refresh, me, memberships } = useAuth();
  const signupUrl = me?.user.signupCompanyUrl ?? null;
  // The sign-up promise covers the first company; for another one, drafting (one credit) is only on request.
  const [preconfigure, setPreconfigure] = useState(memberships.length === 0);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim() || !slug.trim()) {
      setError(MSG.enterCompanyName);
      toast.error(MSG.enterCompanyName);
      return;
    }
    setSaving(true);
    try {
      await api('/companies', {
        body: {
          name: name.trim(),
          slug: slug.replace(/^-+|-+$/g, ''),
          preconfigure: Boolean(signupUrl) && preconfigure,
        },
      });
      await refresh();
      toast.success('Company created', { description: `${name.trim()} is ready. Welcome to Scoutline!` });
      navigate('/dashboard');
    } catch (e) {
      const message = e instanceof ApiError && e.status < 500 ? e.message : MSG.createCompanyFailed;
      setError(message);
      toast.error(MSG.createCompanyFailed, { description: message === MSG.createCompanyFailed ? undefined : message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">Create your company</CardTitle>
        <CardDescription>
          Your company workspace holds your team, your AI configuration and your prospects.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="company-name">Company Name</Label>
            <Input
              id="company-name"
              value={name}
              placeholder="Acme Inc."
              autoFocus
              onChange={(e) => {
                setName(e.target.value);
                if (!slugEdited) setSlug(slugify(e.target.value));
              }}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="company-slug">Company URL</Label>
            <div className="flex items-center rounded-md border bg-muted/50 pl-3 text-sm text-muted-foreground focus-within:ring-2 focus-within:ring-ring">
              <span className="shrink-0">{window.location.host}/</span>
              <Input
                id="company-slug"
                value={slug}
                placeholder="acme-inc"
                className="border-0 bg-transparent shadow-none focus-visible:ring-0"
                onChange={(e) => {
                  setSlugEdited(true);
                  setSlug(sanitizeSlugInput(e.target.value));
                }}
              />
            </div>
            <p className="text-xs text-muted-foreground">Lowercase letters, digits and hyphens.</p>
          </div>
          <ul className="grid grid-cols-1 gap-1.5 rounded-lg bg-muted/60 p-3 text-sm sm:grid-cols-2">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Check className="size-4 text-primary" /> {p}
              </li>
            ))}
          </ul>
          {signupUrl ? (
            <label className="flex items-start gap-2 text-sm" data-testid="preconfigure-option">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={preconfigure}
                onChange={(e) => setPreconfigure(e.target.checked)}
              />
              <span>
                Draft my AI configuration from <span className="font-medium break-all">{signupUrl}</span>
                <span className="block text-xs text-muted-foreground">
                  Reads the website in the background and uses one AI credit of the new company.
                </span>
              </span>
            </label>
          ) : null}
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" disabled={saving}>
            {saving ? <Loader2 className="size-4 animate-spin" /> : null}
            Create Company
          </Button>
          {onBack ? (
            <Button type="button" variant="ghost" onClick={onBack}>
              <ArrowLeft className="size-4" /> Back to Companies
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
