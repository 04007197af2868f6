/** Sign-in and sign-up compare e-mails trimmed and lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailDomain = (email: string) => normalizeEmail(email).split('@')[1] ?? '';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
