import { Link } from 'react-router';
import { Building2, Target } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from './empty-state';

export function NoOrganizations() {
  return (
    <EmptyState
      icon={Building2}
      title="No Organizations Found"
      testId="no-organizations"
      action={
        <Button asChild>
          <Link to="/dashboard/targeting">
            <Target aria-hidden="true" />
            Go to Organization Targeting
          </Link>
        </Button>
      }
    >
      Run Organization Targeting first to find and rank the organizations that fit your product.
    </EmptyState>
  );
}
