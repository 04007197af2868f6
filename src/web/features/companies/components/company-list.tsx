import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Loader2, Plus } from 'lucide-react';
import { MSG } from '#domain/messages';
import { useAuth, type Membership } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { impersonationRefusal } from '../../../lib/server-message';

/** The user's memberships (company name, role, plan) each with Select, plus Create New Company. */
export function CompanyList({ memberships, onCreate }: { memberships: Membership[]; onCreate: () => void }) {
  const { selectCompany } = useAuth();
  const navigate = useNavigate();
  const [selecting, setSelecting] = useState<string | null>(null);

  const select = async (companyId: string) => {
    setSelecting(companyId);
    try {
      await selectCompany(companyId);
      navigate('/dashboard');
    } catch (error) {
      const refusal = impersonationRefusal(error);
      toast.error(MSG.selectCompanyFailed, refusal ? { description: refusal } : undefined);
    } finally {
      setSelecting(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">Select a company</CardTitle>
        <CardDescription>Choose the workspace you want to work in.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2" aria-label="Your companies">
          {memberships.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{m.company.name}</p>
                <div className="mt-1 flex gap-2 text-xs">
                  <Badge variant="secondary" className="capitalize">
                    {m.role}
                  </Badge>
                  <Badge variant="outline" className="capitalize">
                    {m.company.planType}
                  </Badge>
                </div>
              </div>
              <Button
                size="sm"
                onClick={() => select(m.companyId)}
                disabled={selecting !== null}
                aria-label={`Select ${m.company.name}`}
              >
                {selecting === m.companyId ? <Loader2 className="size-4 animate-spin" /> : null}
                Select
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={onCreate}>
          <Plus className="size-4" /> Create New Company
        </Button>
      </CardContent>
    </Card>
  );
}
