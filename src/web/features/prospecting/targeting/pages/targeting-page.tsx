import { useEffect, useState } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import type { TargetingSource } from '#domain/workflow';
import { useAuth } from '../../../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { serverMessage } from '../../../../lib/server-message';
import {
  AnalysisStillRunning,
  useDiscoveryAvailable,
  useImportedAccountsTotal,
  useRunAnalysis,
  useTargeting,
  type TargetingData,
} from '../api/use-targeting';
import { AnalysisCard } from '../components/analysis-card';
import { ConfigurationRequired } from '../components/configuration-required';
import {
  analysisCompleteDescription,
  incompleteDescription,
  missingConfigLabels,
  TARGETING_MSG,
  type FitFilter,
} from '../components/targeting-helpers';
import { RunCharts } from '../components/run-charts';
import { OrganizationSkeletons } from '../components/targeting-results';
import { TargetingTable } from '../components/targeting-table';

const POLL_MS = 5000;
const POLL_FOR_MS = 10 * 60 * 1000;

/** Organization Targeting: run the AI analysis on the saved configuration and browse the ranked organizations. */
export function TargetingPage() {
  const { currentCompany, refresh } = useAuth();
  const [filter, setFilter] = useState<FitFilter>('all');
  const [chosenSource, setChosenSource] = useState<TargetingSource | null>(null);
  // Set when the server stopped waiting (202): poll until a newer completed session shows up.
  const [waitingAfter, setWaitingAfter] = useState<{ completedId: string | null } | null>(null);
  const targeting = useTargeting({
    refetchInterval: (data?: TargetingData) =>
      waitingAfter && (data?.completed?.id ?? null) === waitingAfter.completedId ? POLL_MS : false,
  });
  const importsTotal = useImportedAccountsTotal();
  const discoveryAvailable = useDiscoveryAvailable();
  const run = useRunAnalysis();

  useEffect(() => {
    if (!waitingAfter) return;
    const timer = setTimeout(() => setWaitingAfter(null), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [waitingAfter]);

  const data = targeting.data;
  const hasImports = (importsTotal.data ?? 0) > 0;
  const canDiscover = discoveryAvailable.data === true;
  const chosenAvailable =
    chosenSource === 'discover' ? canDiscover : chosenSource && (hasImports || chosenSource === 'directory');
  const source: TargetingSource = chosenSource && chosenAvailable ? chosenSource : hasImports ? 'both' : 'directory';
  const waiting = waitingAfter !== null && (data?.completed?.id ?? null) === waitingAfter.completedId;
  const running = run.isPending || waiting;

  const start = async () => {
    const config = data?.configured;
    if (!config)
      return void toast.error(TARGETING_MSG.configurationRequired.title, {
        description: TARGETING_MSG.configurationRequired.description,
      });
    const missing = missingConfigLabels(config);
    if (missing.length > 0)
      return void toast.error(TARGETING_MSG.incomplete, { description: incompleteDescription(missing) });
    try {
      const result = await run.mutateAsync({ config, source });
      setFilter('all');
      const n = result.organizationsFound ?? result.organizations?.length ?? 0;
      const discovered = result.discovery
        ? [result.discovery.summary, result.discovery.note].filter(Boolean).join(' ')
        : '';
      if (n === 0 || result.resultNote) {
        // Nothing to work on: not a success, and not charged (the server refunds the credit).
        toast.info(TARGETING_MSG.noGoodFits, {
          description: [discovered, TARGETING_MSG.notCharged].filter(Boolean).join(' '),
        });
      } else {
        const found = analysisCompleteDescription(n);
        toast.success(TARGETING_MSG.complete, { description: discovered ? `${found} ${discovered}` : found });
      }
    } catch (error) {
      if (error instanceof AnalysisStillRunning) {
        setWaitingAfter({ completedId: data?.completed?.id ?? null });
        toast.info(TARGETING_MSG.stillRunning.title, {
          description: error.message || TARGETING_MSG.stillRunning.description,
        });
      } else {
        toast.error(TARGETING_MSG.failed.title, {
          description: serverMessage(error) || TARGETING_MSG.failed.description,
        });
      }
    } finally {
      void refresh(); // the credit balance
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organization Targeting</h1>
        <p className="mt-1 text-muted-foreground">
          Find the organizations that best fit your product, ranked by the AI.
        </p>
      </div>
      {targeting.isPending ? (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-72 w-full rounded-xl" />
          <OrganizationSkeletons />
        </div>
      ) : targeting.isError || !data ? (
        <Alert variant="destructive">
          <TriangleAlert />
          <AlertTitle>Failed to load organizations.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => targeting.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data.configured ? (
        <ConfigurationRequired />
      ) : (
        <>
          <AnalysisCard
            config={data.configured}
            source={source}
            onSourceChange={setChosenSource}
            hasImports={hasImports}
            canDiscover={canDiscover}
            running={running}
            onStart={start}
            credits={currentCompany?.creditsRemaining ?? null}
          />
          {data.completed && !running && <RunCharts sessionId={data.completed.id} />}
          <TargetingTable
            completed={data.completed}
            organizations={data.organizations}
            running={running}
            filter={filter}
            onFilter={setFilter}
          />
        </>
      )}
    </div>
  );
}
