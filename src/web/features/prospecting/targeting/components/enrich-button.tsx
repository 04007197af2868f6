import { DatabaseZap } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { useEnrichOrganization } from '../api/use-targeting';

/** Enrich on a target organization: fills its missing fields from the data providers and says what it filled. */
export function EnrichButton({ organizationId }: { organizationId: string }) {
  const enrich = useEnrichOrganization();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={enrich.isPending}
      onClick={() =>
        enrich.mutate(organizationId, {
          onSuccess: (result) => toast.success('Enrich finished', { description: result.message }),
          onError: (error) => toast.error('Enrich failed', { description: error.message }),
        })
      }
    >
      <DatabaseZap aria-hidden="true" />
      {enrich.isPending ? 'Enriching…' : 'Enrich'}
    </Button>
  );
}
