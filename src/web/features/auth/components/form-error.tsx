import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

export function FormError({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" data-testid="auth-error">
      <AlertCircle />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
