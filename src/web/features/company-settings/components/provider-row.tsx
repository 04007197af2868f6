import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { toast } from 'sonner';
import { KEYLESS_PROVIDERS, type Capability, type IntegrationDto } from '#domain/providers';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useIntegrationActions } from '../api/use-integrations';

const CAPABILITY_WORDS: Record<Capability, string> = {
  'organization-search': 'organization search',
  'organization-enrich': 'organization enrichment',
  'web-search': 'web search',
  'people-search': 'people search',
  'people-enrich': 'people enrichment',
  'email-finder': 'e-mail finder',
  'email-verifier': 'e-mail verifier',
};

const keyWords = (p: IntegrationDto) =>
  p.keySource === 'company' ? 'your key' : p.keySource === 'deployment' ? 'the server key' : 'self-hosted';

/** The key's real state, from the last test or call: never "connected" once the provider has refused the key. */
export function keyStatus(p: IntegrationDto): { text: string; variant: 'default' | 'outline' | 'destructive' } {
  if (!p.connected) return { text: 'Not connected', variant: 'outline' };
  switch (p.keyState) {
    case 'working':
      return { text: `Working with ${keyWords(p)}`, variant: 'default' };
    case 'refused':
      return { text: `Key refused (${keyWords(p)})`, variant: 'destructive' };
    case 'out-of-credits':
      return { text: `Out of credits (${keyWords(p)})`, variant: 'destructive' };
    default:
      return { text: `Not tested yet (${keyWords(p)})`, variant: 'outline' };
  }
}

type Props = {
  provider: IntegrationDto;
  canManage: boolean;
  onMove?: (direction: -1 | 1) => void;
  first: boolean;
  last: boolean;
};

/** One provider: status, masked key, on/off, order, usage; owners and admins add, replace, remove and test its key. */
export function ProviderRow({ provider: p, canManage, onMove, first, last }: Props) {
  const actions = useIntegrationActions();
  const [apiKey, setApiKey] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const keyless = KEYLESS_PROVIDERS.includes(p.id);
  const status = keyStatus(p);
  const fail = (title: string) => (error: Error) => toast.error(title, { description: error.message });

  const save = (event: FormEvent) => {
    event.preventDefault();
    actions.saveKey.mutate(
      { id: p.id, apiKey: apiKey.trim() },
      {
        onSuccess: () => {
          setApiKey('');
          setResult(null);
          toast.success(`${p.label} key saved`);
        },
        onError: fail('Key not saved'),
      },
    );
  };
  const test = () =>
    actions.test.mutate(p.id, {
      onSuccess: (answer) => setResult(answer),
      onError: fail('Test failed'),
    });

  return (
    <li className="space-y-3 rounded-md border p-4" data-testid={`provider-${p.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{p.label}</span>
        <Badge variant={status.variant} data-testid={`provider-${p.id}-state`}>
          {status.text}
        </Badge>
        {p.keyLast4 && <span className="font-mono text-xs text-muted-foreground">key ••••{p.keyLast4}</span>}
        <span className="text-xs text-muted-foreground">
          {p.capabilities.map((c) => CAPABILITY_WORDS[c]).join(', ')} · {p.callsThisMonth} calls this month
        </span>
        <div className="ml-auto flex items-center gap-2">
          {canManage && onMove && (
            <>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${p.label} up`}
                disabled={first}
                onClick={() => onMove(-1)}
              >
                <ArrowUp className="size-4" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${p.label} down`}
                disabled={last}
                onClick={() => onMove(1)}
              >
                <ArrowDown className="size-4" />
              </Button>
            </>
          )}
          <Label htmlFor={`enabled-${p.id}`} className="text-xs">
            On
          </Label>
          <Switch
            id={`enabled-${p.id}`}
            checked={p.enabled}
            disabled={!canManage}
            onCheckedChange={(enabled) => actions.update.mutate({ id: p.id, enabled }, { onError: fail('Not saved') })}
          />
        </div>
      </div>
      {canManage && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {!keyless && (
            <form onSubmit={save} className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex-1 space-y-1.5">
                <Label htmlFor={`key-${p.id}`}>{p.keySource === 'company' ? 'Replace API key' : 'API key'}</Label>
                <Input
                  id={`key-${p.id}`}
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  placeholder={`${p.label} API key`}
                  onChange={(e) => setApiKey(e.target.value)}
                />
              </div>
              <Button type="submit" disabled={actions.saveKey.isPending || apiKey.trim().length === 0}>
                Save key
              </Button>
            </form>
          )}
          {p.keySource === 'company' && (
            <Button
              variant="outline"
              onClick={() =>
                actions.removeKey.mutate(p.id, {
                  onSuccess: () => setResult(null),
                  onError: fail('Not removed'),
                })
              }
            >
              Remove key
            </Button>
          )}
          <Button variant="secondary" disabled={!p.connected || actions.test.isPending} onClick={test}>
            Test connection
          </Button>
        </div>
      )}
      {!result && p.keyStateReason && (p.keyState === 'refused' || p.keyState === 'out-of-credits') && (
        <p className="text-sm text-destructive" data-testid={`provider-${p.id}-reason`}>
          {p.label} said: {p.keyStateReason}
        </p>
      )}
      {result && (
        <p role="status" className={result.ok ? 'text-sm text-emerald-700' : 'text-sm text-destructive'}>
          {result.message}
        </p>
      )}
    </li>
  );
}
