import { Client } from '@hubspot/api-client';

/**
 * The official client with a private app's access token, pointed at `baseUrl` when set. Its limiter spaces calls
 * 9 a second (HubSpot allows 100 per rolling 10 seconds for private apps on the free tier); its own retries are
 * off, since they ignore Retry-After (withCrmRetry does them).
 */
export function createHubSpotClient(token: string, baseUrl?: string): Client {
  return new Client({
    accessToken: token,
    ...(baseUrl && { basePath: baseUrl.replace(/\/+$/, '') }),
    numberOfApiCallRetries: 0,
    limiterOptions: { minTime: 1000 / 9, maxConcurrent: 6, id: 'scoutline-hubspot' },
  });
}
