import freeProviders from 'email-providers/common.json' with { type: 'json' };

const FREE = new Set<string>([
  ...(freeProviders as string[]),
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'aol.com',
  'protonmail.com',
]);
// The list names a few company domains among webmail ones; their staff sign up with work addresses.
for (const company of ['facebook.com', 'go.com', 'about.com', 'alibaba.com', 'indiatimes.com', 'example.com'])
  FREE.delete(company);

/** Sign-in and sign-up compare e-mails trimmed and lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailDomain = (email: string) => normalizeEmail(email).split('@')[1] ?? '';

export const isFreeEmailDomain = (domain: string) => FREE.has(domain.toLowerCase());

export const isWorkEmail = (email: string) => {
  const domain = emailDomain(email);
  return domain.length > 0 && !isFreeEmailDomain(domain);
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
