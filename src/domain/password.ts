export type PasswordCheck = { id: string; label: string; passed: boolean };

export const PASSWORD_MIN_LENGTH = 8;

/** The sign-up password rules, each shown under the field with its state. */
export function passwordChecks(password: string): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      passed: password.length >= PASSWORD_MIN_LENGTH,
    },
    { id: 'upper', label: 'One uppercase letter', passed: /[A-Z]/.test(password) },
    { id: 'lower', label: 'One lowercase letter', passed: /[a-z]/.test(password) },
    { id: 'number', label: 'One number', passed: /[0-9]/.test(password) },
    { id: 'special', label: 'One special character', passed: /[^A-Za-z0-9]/.test(password) },
  ];
}

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Strength 0–4: one point per rule passed beyond the first, plus one for 12+ characters, capped. */
export function passwordStrength(password: string): { score: number; label: (typeof STRENGTH_LABELS)[number] } {
  if (!password) return { score: 0, label: STRENGTH_LABELS[0] };
  const passed = passwordChecks(password).filter((c) => c.passed).length;
  const score = Math.min(4, Math.max(0, passed - 1) + (password.length >= 12 ? 1 : 0));
  return { score, label: STRENGTH_LABELS[score]! };
}

/** A sign-up password must pass every rule. */
export const isStrongPassword = (password: string) => passwordChecks(password).every((c) => c.passed);
