import { useRef } from 'react';
import { CrmBadgeFor } from '../../../../components/crm/crm-badge';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { AI_JOB_TYPES } from '#domain/jobs';
import { Eye, Loader2, Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toastError } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import { JobRetryNotice } from '../../shared/job-retry-notice';
import { NoOrganizations } from '../../shared/no-organizations';
import { OrganizationPicker } from '../../shared/organization-picker';
import { PageHeader } from '../../shared/page-header';
import { useLiveContacts } from '../../shared/use-live-contacts';
import { useOrganizations, useSelectedOrganization } from '../../shared/use-organizations';
import { useResearch, useRunResearch } from '../api/use-research';
import { ResearchPlaceholder } from '../components/research-placeholder';
import { ResearchResults } from '../components/research-results';

/** Account Research (/dashboard/research): research one organization, then pitch and find contacts per solution. */
export function ResearchPage() {
  const { organizations, loading, error } = useOrganizations();
  const { selected, selectedId, select } = useSelectedOrganization(organizations, !loading);
  const research = useResearch(selectedId);
  const run = useRunResearch();
  const resultsRef = useRef<HTMLElement>(null);
  useLiveContacts(selectedId);

  const running = run.isPending && run.variables?.id === selectedId;
  const hasResearch = Boolean(research.data);
  const scrollToResults = () =>
    requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));

  const onAction = () => {
    if (!selected) return toastError({ title: RESEARCH_MSG.noOrganization });
    if (hasResearch) return scrollToResults();
    run.mutate(selected, { onSuccess: scrollToResults });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="Account Research"
        description="Research a target organization, then write pitches and find contacts for each recommended solution."
      />
      {loading ? (
        <Skeleton className="h-20 w-full" />
      ) : organizations.length === 0 && !error ? (
        <NoOrganizations />
      ) : (
        <>
          <Card className="py-4">
            <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center">
              <OrganizationPicker selected={selected} onSelect={select} />
              {selected && <CrmBadgeFor website={selected.website} />}
              {selected && <SendToCrmButton request={{ organizationIds: [selected.id], includeContacts: true }} />}
              <Button
                onClick={onAction}
                disabled={running || (Boolean(selectedId) && research.isPending)}
                data-testid="research-action"
                className="sm:ml-auto"
              >
                {running ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : hasResearch ? (
                  <Eye aria-hidden="true" />
                ) : (
                  <Sparkles aria-hidden="true" />
                )}
                {running ? 'Generating Research...' : hasResearch ? 'View Research' : 'Research Organization'}
              </Button>
            </CardContent>
            <JobRetryNotice type={AI_JOB_TYPES.research} subjectId={selectedId} active={running} className="px-4" />
          </Card>
          {selectedId && research.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : selected && research.data ? (
            <section
              ref={resultsRef}
              id="research-results"
              aria-label={`Research for ${selected.name}`}
              className="scroll-mt-20"
            >
              <ResearchResults key={selected.id} org={selected} research={research.data} />
            </section>
          ) : (
            <ResearchPlaceholder org={selected} />
          )}
        </>
      )}
    </div>
  );
}
