import type { EmailFinderBody, EmailFinderResult } from '#domain/email-finder';
import { api } from './api';

/** The e-mail finder (issue 19 item 5). */
export const findEmail = (body: EmailFinderBody) =>
  api<{ result: EmailFinderResult }>('/email-finder', { body }).then((r) => r.result);

export const saveFoundEmail = (body: EmailFinderBody) =>
  api<{ result: EmailFinderResult; contactId: string; organizationId: string; created: boolean }>(
    '/email-finder/save',
    { body },
  );
