/** "https://www.Example.com/" → "example.com"; null when there is no domain. */
export function normalizeDomain(value: string | null | undefined): string | null {
  if (!value) return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#:]/)[0];
  return host && host.includes('.') ? host : null;
}
