import type { Client } from '@hubspot/api-client';

/**
 * A GET the client has no typed method for (account details), through the client (its limiter and base path).
 * A refused answer throws an error shaped as the client's own (code, body, headers), so describeHubSpotError and
 * withCrmRetry read it the same way.
 */
export async function hubSpotGet(client: Client, path: string): Promise<any> {
  const response = await client.apiRequest({ method: 'GET', path });
  const text = await response.text();
  if (!response.ok) {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // the status says enough
    }
    throw Object.assign(new Error(`HTTP ${response.status}`), { code: response.status, body, headers });
  }
  return JSON.parse(text);
}
