import { ApiError } from './api';

/** A 2xx answer with success false (e.g. 202 while the job still runs) carrying the server's words. */
export class ServerRefusal extends Error {
  override name = 'ServerRefusal';
}

/** A server message worth showing (the server speaks the spec's words); 5xx bodies are generic, so callers fall back. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.status < 500 && typeof error.body?.message === 'string' ? error.message : null;
  if (error instanceof ServerRefusal) return error.message;
  return null;
}
