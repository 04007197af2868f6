export const WEB_READER_ERROR_CODES = [
  'INVALID_URL',
  'BLOCKED_ADDRESS',
  'ROBOTS_DISALLOWED',
  'TIMEOUT',
  'TOO_LARGE',
  'BAD_CONTENT',
  'HTTP_ERROR',
  'UNREACHABLE',
] as const;
export type WebReaderErrorCode = (typeof WEB_READER_ERROR_CODES)[number];

const REASONS: Record<WebReaderErrorCode, string> = {
  INVALID_URL: 'it is not a valid http or https address',
  BLOCKED_ADDRESS: 'the address is private or local, and reading it is not allowed',
  ROBOTS_DISALLOWED: "the site's robots.txt does not allow it",
  TIMEOUT: 'the site did not answer in time',
  TOO_LARGE: 'the page is too large',
  BAD_CONTENT: 'the page is not HTML or plain text',
  HTTP_ERROR: 'the site answered with an error',
  UNREACHABLE: 'the site could not be reached',
};

/** A failure to read a page, with a code for callers and a message fit to show a person. */
export class WebReaderError extends Error {
  readonly code: WebReaderErrorCode;
  readonly url: string;
  readonly status?: number;

  constructor(
    code: WebReaderErrorCode,
    url: string,
    options: { detail?: string; status?: number; cause?: unknown } = {},
  ) {
    super(`Could not read ${url}: ${options.detail ?? REASONS[code]}`, { cause: options.cause });
    this.name = 'WebReaderError';
    this.code = code;
    this.url = url;
    this.status = options.status;
  }
}

/** True when the value is a WebReaderError (optionally with the given code). */
export const isWebReaderError = (value: unknown, code?: WebReaderErrorCode): value is WebReaderError =>
  value instanceof WebReaderError && (code === undefined || value.code === code);
