import { Check, X } from 'lucide-react';
import { passwordChecks, passwordStrength } from '#domain/password';
import { cn } from '../../../lib/cn';
import { strengthMeter } from '../lib/strength-meter';

/** A coloured strength bar with its label, and each sign-up password rule with its state. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const meter = strengthMeter(score, true);
  return (
    <div className="space-y-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={label}
        >
          <div
            className={cn('h-full rounded-full transition-all duration-300', meter.barClass)}
            style={{ width: `${meter.percent}%` }}
          />
        </div>
        <span className={cn('w-16 text-right text-xs font-medium', meter.textClass)}>{label}</span>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {passwordChecks(password).map((check) => (
          <li
            key={check.id}
            className={cn(
              'flex items-center gap-1.5',
              check.passed ? 'text-emerald-600 dark:text-emerald-400' : 'text-muted-foreground',
            )}
          >
            {check.passed ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <X className="size-3.5" aria-hidden="true" />
            )}
            <span>{check.label}</span>
            <span className="sr-only">{check.passed ? '(met)' : '(not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
