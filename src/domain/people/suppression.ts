import { emailSyntaxProblem } from './email-syntax';

/** A do-not-contact entry: one address, or a whole domain (and its subdomains). */
export type SuppressionTarget = { kind: 'email' | 'domain'; value: string };

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Reads what an owner typed: "jane@acme.com" is an address; "acme.com", "@acme.com" or "*.acme.com" a domain. */
export function parseSuppressionInput(input: string): SuppressionTarget | { error: string } {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  if (!text) return { error: 'Enter an e-mail address or a domain' };
  if (text.includes('@') && !text.startsWith('@')) {
    const problem = emailSyntaxProblem(text);
    return problem
      ? { error: `"${input.trim()}" is not a valid e-mail address: ${problem}` }
      : { kind: 'email', value: text };
  }
  const domain = text
    .replace(/^\*?\.?@?/, '')
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '');
  return DOMAIN.test(domain)
    ? { kind: 'domain', value: domain }
    : { error: `"${input.trim()}" is neither an e-mail address nor a domain` };
}

/** A domain and those above it, down to two labels: eu.mail.acme.com → eu.mail.acme.com, mail.acme.com, acme.com. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) out.push(labels.slice(i).join('.'));
  return out;
}
