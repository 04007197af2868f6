import { missingFieldsMessage, renderTemplate, type SequenceStep, type TemplateField } from '#domain/sequences';

type EmailStep = Extract<SequenceStep, { kind: 'email' }>;

export type ComposedEmail = { ok: true; subject: string; text: string } | { ok: false; message: string };

/** A step's subject and body for one contact, or the message that blocks the send (a field with no value). */
export function composeEmail(
  step: EmailStep,
  values: Partial<Record<TemplateField, string>>,
  contactName: string,
): ComposedEmail {
  const subject = renderTemplate(step.subject, values);
  const body = renderTemplate(step.body, values);
  const missing = [...(subject.ok ? [] : subject.missing), ...(body.ok ? [] : body.missing)];
  if (!subject.ok || !body.ok) return { ok: false, message: missingFieldsMessage(contactName, [...new Set(missing)]) };
  return { ok: true, subject: subject.text, text: body.text };
}

/** The message as sent: the body, the mailbox's signature and a working unsubscribe link. */
export function messageText(body: string, signature: string, unsubscribeUrl: string) {
  const parts = [body.trimEnd()];
  if (signature.trim()) parts.push(`-- \n${signature.trim()}`);
  parts.push(`If you would rather not hear from me again, unsubscribe here: ${unsubscribeUrl}`);
  return parts.join('\n\n') + '\n';
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/api/unsubscribe/${encodeURIComponent(token)}`;
