import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { errorMessage, toastError, toastSuccess } from './api-helpers';
import { RESEARCH_MSG } from './messages';
import { contactPitchKey, useContactPitch, usePitchDraftMutations } from './pitch-draft-api';
import { PitchEditor } from './pitch-editor';
import { generatePitch } from './prospecting-api';
import type { RecommendedSolution } from '#domain/workflow';

type Props = { contactId: string; contactName: string; onOpenChange: (open: boolean) => void };

/**
 * The pitch for one contact, opened from a contact card or the outreach list: the contact's organization and a
 * solution (the contact's own first), edited in place and saved for this contact and solution.
 */
export function ContactPitchDialog({ contactId, contactName, onOpenChange }: Props) {
  const [asked, setAsked] = useState<string | null>(null);
  const pitch = useContactPitch(contactId, asked);
  const { save, reset } = usePitchDraftMutations(contactId);
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: ({ solution }: { solution: RecommendedSolution; organizationId: string }) =>
      generatePitch(pitch.data!.organization.id, solution),
    onSuccess: async ({ created }, { solution }) => {
      if (created) toastSuccess(RESEARCH_MSG.pitchGenerated(solution.product));
      await queryClient.invalidateQueries({ queryKey: contactPitchKey(contactId, asked) });
    },
    onError: (error) => toastError(RESEARCH_MSG.pitchFailed(errorMessage(error))),
  });
  const view = pitch.data;
  const solution = view?.solution ?? null;
  const recommended = view?.solutions.find((s) => s.product === solution)?.recommended ?? null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="contact-pitch-dialog">
        <DialogHeader className="pr-6">
          <DialogTitle>Sales Pitch{solution ? `: ${solution}` : ''}</DialogTitle>
          <DialogDescription>
            For {contactName}
            {view ? ` at ${view.organization.name}` : ''}
          </DialogDescription>
        </DialogHeader>
        {pitch.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : pitch.isError || !view ? (
          <p className="text-sm text-destructive">{errorMessage(pitch.error) ?? 'Failed to load the pitch.'}</p>
        ) : (
          <>
            {view.solutions.length > 1 && (
              <div className="space-y-1.5">
                <label htmlFor="pitch-solution" className="text-sm font-medium">
                  Solution
                </label>
                <select
                  id="pitch-solution"
                  className="h-9 w-full rounded-md border bg-background px-2 text-sm"
                  value={solution ?? ''}
                  onChange={(e) => setAsked(e.target.value)}
                >
                  {view.solutions.map((s) => (
                    <option key={s.product} value={s.product}>
                      {s.product}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {view.solution === null ? (
              <p className="text-sm text-muted-foreground" data-testid="pitch-no-solution">
                No solution is known for {view.organization.name} yet. Research the organization to see its recommended
                solutions, then pitch one of them.
              </p>
            ) : (
              <PitchEditor
                key={`${view.solution}|${view.draft?.updatedAt ?? ''}|${view.generated?.pitchId ?? ''}`}
                view={view}
                saving={save.isPending}
                resetting={reset.isPending}
                generating={generate.isPending}
                onSave={(text) => save.mutate({ ...text, solution: view.solution!, asked })}
                onReset={() => reset.mutate({ solution: view.solution!, asked })}
                onGenerate={
                  recommended
                    ? () => generate.mutate({ solution: recommended, organizationId: view.organization.id })
                    : undefined
                }
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
