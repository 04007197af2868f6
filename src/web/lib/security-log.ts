/** The browser's local security log (core-workflow spec sections 3, 8 and 9). */

export type SecurityEventType =
  'auth_success' | 'auth_failure' | 'account_created' | 'password_change' | 'suspicious_activity';

export type SecurityEventDetails = {
  email?: string;
  error_message?: string;
  timestamp?: string;
  [key: string]: unknown;
};

export type SecurityLogEntry = {
  id: string;
  event_type: SecurityEventType;
  details: SecurityEventDetails;
  user_id: string | null;
  /** The browser cannot know its public address, so ip_address is always empty. */
  client_info: { ip_address: ''; user_agent: string; timestamp: string };
  timestamp: string;
};

export const SECURITY_LOG_KEY = 'scoutline-security-log';
/** Entries kept; the oldest are dropped first. */
export const SECURITY_LOG_CAPACITY = 100;
/** Entries returned by default, newest first. */
export const SECURITY_LOG_READ_DEFAULT = 50;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function readAll(): SecurityLogEntry[] {
  const raw = localStorage.getItem(SECURITY_LOG_KEY);
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  return Array.isArray(parsed) ? (parsed as SecurityLogEntry[]) : [];
}

/** Appends one entry (oldest first in storage); never throws: a failure is written to the console only. */
export function logSecurityEvent(
  type: SecurityEventType,
  details: SecurityEventDetails = {},
  userId?: string | null,
): void {
  try {
    const timestamp = new Date().toISOString();
    const entry: SecurityLogEntry = {
      id: newId(),
      event_type: type,
      details: { ...details, timestamp: details.timestamp ?? timestamp },
      user_id: userId ?? null,
      client_info: { ip_address: '', user_agent: navigator.userAgent, timestamp },
      timestamp,
    };
    let entries: SecurityLogEntry[];
    try {
      entries = readAll();
    } catch {
      entries = []; // unreadable storage is started afresh rather than blocking new entries
    }
    localStorage.setItem(SECURITY_LOG_KEY, JSON.stringify([...entries, entry].slice(-SECURITY_LOG_CAPACITY)));
  } catch (error) {
    console.error('Failed to log security event', error);
  }
}

/** The latest `limit` entries, newest first; an unreadable log reads as empty. */
export function getSecurityLog(limit = SECURITY_LOG_READ_DEFAULT): SecurityLogEntry[] {
  try {
    return limit > 0 ? readAll().slice(-limit).reverse() : [];
  } catch (error) {
    console.error('Failed to read security log', error);
    return [];
  }
}
