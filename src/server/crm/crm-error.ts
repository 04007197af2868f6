/** A CRM call that failed, said in words the Integrations tab and a push result can show. */
export class CrmError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 for a timeout, a refused connection or an answer that is not JSON. */
    readonly status: number,
    /** The seconds the CRM asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
    /** No use trying again soon (a daily limit used up), whatever the status. */
    readonly final = false,
  ) {
    super(message);
    this.name = 'CrmError';
  }

  /** Worth trying again: rate limited, a server error, a timeout or a dropped connection. */
  get retryable() {
    return !this.final && (this.status === 429 || this.status >= 500 || this.status === 0);
  }
}
