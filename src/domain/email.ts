import freeProviders from 'email-providers/common.json' with { type: 'json' };
import { emailDomain } from './email-address';

// The address helpers live apart so the sign-in page does not download the webmail list below.
export { emailDomain, EMAIL_PATTERN, normalizeEmail } from './email-address';

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

export const isFreeEmailDomain = (domain: string) => FREE.has(domain.toLowerCase());

export const isWorkEmail = (email: string) => {
  const domain = emailDomain(email);
  return domain.length > 0 && !isFreeEmailDomain(domain);
};
