import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Stands in for the address when none is known (requests built in process, as tests do). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client's address: the socket's peer, or, behind `trustedHops` proxies, the X-Forwarded-For entry that
 * the outermost trusted proxy saw. Entries left of it are written by the client and never trusted.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const socket = socketAddress(c);
  if (trustedHops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Each trusted proxy appends the address it received from; the client is the last hop appended by a trusted one.
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}
