import { useState, type FormEvent } from 'react';
import { Eye, LoaderCircle, RefreshCw, Save, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { roleSatisfies } from '#domain/roles';
import type { AnalysisConfig, ConfigField } from '#domain/workflow';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useAutoFill,
  useConfiguration,
  useSaveConfiguration,
  type ConfigurationSession,
} from '../api/use-configuration';
import { usePreconfigurationRefresh } from '../api/use-preconfiguration';
import { failureDescription, serverMessage } from '../../../lib/server-message';
import { AutoFillBox } from './auto-fill-box';
import { ConfigFields } from './config-fields';
import { TeammateConfigurations } from './teammate-configurations';
import {
  autoFillDescription,
  CONFIG_MSG,
  initialAutoFillUrl,
  mergeAutoFill,
  missingRequiredFields,
  toFormValues,
} from './config-helpers';

/** The Get Started card's content: auto-fill from the website, then the AI configuration form. */
export function AiConfiguration() {
  const { currentCompany, me } = useAuth();
  const configuration = useConfiguration();
  usePreconfigurationRefresh(
    configuration.data === null && Boolean(me?.user.signupCompanyUrl),
    currentCompany?.id ?? null,
  );
  if (configuration.isPending) return <ConfigurationSkeleton />;
  if (configuration.isError) {
    return (
      <Alert variant="destructive">
        <TriangleAlert />
        <AlertTitle>Could not load your configuration</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => configuration.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  // Keyed by company and saved version: switching companies, a configuration drafted in the background (from
  // the sign-up website) or a teammate's copied in reloads the form (and clears the unsaved flag).
  const version = configuration.data ? `${configuration.data.id}:${configuration.data.updatedAt}` : 'new';
  return <ConfigurationEditor key={`${currentCompany?.id}:${version}`} session={configuration.data} />;
}

function ConfigurationEditor({ session }: { session: ConfigurationSession | null }) {
  const { user, me, currentRole, refresh } = useAuth();
  const canEdit = roleSatisfies(currentRole, { minRole: 'member' });
  const [values, setValues] = useState<AnalysisConfig>(() => toFormValues(session));
  const [url, setUrl] = useState(() => initialAutoFillUrl(session?.productUrl, me?.user.signupCompanyUrl));
  const [dirty, setDirty] = useState(false);
  const [invalid, setInvalid] = useState<ConfigField[]>([]);
  const save = useSaveConfiguration();
  const autoFill = useAutoFill();

  const change = (field: ConfigField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((f) => f !== field));
    setDirty(true);
  };

  const runAutoFill = async () => {
    if (!url.trim())
      return void toast.error(CONFIG_MSG.missingUrl.title, { description: CONFIG_MSG.missingUrl.description });
    if (!user) return void toast.error(CONFIG_MSG.authError, { description: CONFIG_MSG.authAutoFill });
    try {
      const result = await autoFill.mutateAsync({ companyUrl: url.trim(), userId: user.id });
      const { values: next, filled } = mergeAutoFill(values, result?.config ?? {});
      if (filled.length === 0)
        return void toast.error(CONFIG_MSG.autoFillFailed, { description: CONFIG_MSG.noConfigData });
      setValues(next);
      setInvalid([]);
      setDirty(true);
      toast.success(CONFIG_MSG.autoFilled, { description: autoFillDescription(filled.length) });
    } catch (error) {
      toast.error(CONFIG_MSG.autoFillFailed, { description: serverMessage(error) || CONFIG_MSG.autoFillFallback });
    } finally {
      void refresh(); // the credit balance on the dashboard
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return void toast.error(CONFIG_MSG.authError, { description: CONFIG_MSG.authSave });
    const missing = missingRequiredFields(values);
    if (missing.length > 0) {
      setInvalid(missing);
      return void toast.error(CONFIG_MSG.missingFields.title, { description: CONFIG_MSG.missingFields.description });
    }
    try {
      const { session: saved } = await save.mutateAsync(values);
      setValues(toFormValues(saved));
      setDirty(false);
      toast.success(CONFIG_MSG.saved.title, { description: CONFIG_MSG.saved.description });
    } catch (error) {
      toast.error(CONFIG_MSG.saveFailed.title, {
        description: failureDescription(error, CONFIG_MSG.saveFailed.description),
      });
    }
  };

  return (
    <div className="space-y-6" data-testid="ai-configuration">
      {canEdit ? (
        <>
          <AutoFillBox url={url} onUrlChange={setUrl} onAutoFill={runAutoFill} running={autoFill.isPending} />
          <TeammateConfigurations hasOwn={session !== null} dirty={dirty} />
        </>
      ) : (
        <Alert data-testid="config-read-only">
          <Eye />
          <AlertTitle>View only</AlertTitle>
          <AlertDescription>
            Keeping an AI configuration of your own needs the member role or higher. Ask an owner or admin of this
            company to change your role.
          </AlertDescription>
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label="AI configuration" className="space-y-6">
        <ConfigFields values={values} onChange={change} invalid={invalid} readOnly={!canEdit} />
        {canEdit && (
          <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              <span className="text-destructive">*</span> Required
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              {dirty && (
                <p
                  role="status"
                  data-testid="unsaved-changes"
                  className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400"
                >
                  <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
                  You have unsaved changes
                </p>
              )}
              <Button type="submit" disabled={save.isPending || autoFill.isPending}>
                {save.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                Save Configuration
              </Button>
            </div>
          </div>
        )}
      </form>
    </div>
  );
}

function ConfigurationSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading configuration">
      <Skeleton className="h-36 w-full" />
      <div className="grid gap-5 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-16 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
