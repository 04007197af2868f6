import { useState } from 'react';
import type { RecommendedSolution } from '#domain/workflow';
import { ContactDetailDialog } from '../../shared/contact-detail-dialog';
import type { AccountResearch, Contact, Organization, Pitch } from '../../shared/types';
import { useFindContacts } from '../api/use-find-contacts';
import { useGeneratePitch, usePitches } from '../api/use-research';
import { pitchFor } from '../lib/solution-helpers';
import { FitAnalysisCard } from './fit-analysis-card';
import { OverviewCard } from './overview-card';
import { PitchDialog } from './pitch-dialog';
import { ResearchTabs } from './research-tabs';
import { SolutionCard } from './solution-card';
import { SolutionContactsDialog } from './solution-contacts-dialog';
import { WhyTargetCard } from './why-target-card';

/** The researched account: fit, overview, reasons, solutions (pitch, contacts) and insights. */
export function ResearchResults({ org, research }: { org: Organization; research: AccountResearch }) {
  const [openPitch, setOpenPitch] = useState<Pitch | null>(null);
  const [contactsFor, setContactsFor] = useState<RecommendedSolution | null>(null);
  const [openContact, setOpenContact] = useState<Contact | null>(null);
  const pitches = usePitches(org.id, research.recommendedSolutions ?? []);
  const generate = useGeneratePitch(setOpenPitch);
  const find = useFindContacts(setContactsFor);

  const onPitch = (solution: RecommendedSolution) => {
    const existing = pitchFor(pitches.data, solution);
    if (existing) setOpenPitch(existing);
    else generate.mutate({ org, solution });
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <FitAnalysisCard org={org} />
        <OverviewCard overview={research.overviewData} />
      </div>
      {research.sourceNote && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {research.sourceNote}
        </p>
      )}
      <WhyTargetCard reasons={research.whyTarget ?? []} />
      <ResearchTabs
        solutions={research.recommendedSolutions ?? []}
        insights={research.keyInsights ?? []}
        renderSolution={(solution) => (
          <SolutionCard
            key={solution.id || solution.product}
            solution={solution}
            organizationId={org.id}
            hasPitch={pitchFor(pitches.data, solution) !== null}
            generating={generate.isPending && generate.variables?.solution.product === solution.product}
            finding={find.isPending && find.variables?.solution.product === solution.product}
            busy={generate.isPending || find.isPending}
            onPitch={() => onPitch(solution)}
            onFindContacts={() => find.mutate({ org, solution })}
          />
        )}
      />
      <PitchDialog pitch={openPitch} organizationName={org.name} onOpenChange={(open) => !open && setOpenPitch(null)} />
      <SolutionContactsDialog
        organizationId={org.id}
        solution={contactsFor}
        onOpenChange={(open) => !open && setContactsFor(null)}
        onOpenContact={(contact) => {
          setContactsFor(null);
          setOpenContact(contact);
        }}
      />
      <ContactDetailDialog contact={openContact} onOpenChange={(open) => !open && setOpenContact(null)} />
    </div>
  );
}
