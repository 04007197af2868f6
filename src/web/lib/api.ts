/** An API failure carrying the server's message (already in the spec's words) and details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The one fetch wrapper: JSON in and out, cookies included, errors as ApiError. */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  let json: Record<string, unknown> | null;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const message = typeof json?.message === 'string' ? json.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, json);
  }
  return json as T;
}

/** Calls one of the spec's named server functions with a JSON body. */
export const invokeFunction = <T>(name: string, body: unknown = {}) =>
  api<T>(`/functions/${name}`, { method: 'POST', body });
