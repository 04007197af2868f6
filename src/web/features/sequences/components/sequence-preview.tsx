import { useState } from 'react';
import { missingFieldsMessage, renderTemplate, type SequenceStep, type TemplateField } from '#domain/sequences';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSampleContacts, useSampleValues } from '../api/sequences-api';

const SAMPLE = {
  name: 'Ann Lee (sample)',
  values: { first_name: 'Ann', name: 'Ann Lee', organization: 'Example Labs' },
};

type Values = Partial<Record<TemplateField, string>>;

/** Each e-mail step as one contact gets it, or the message that blocks their e-mail (a field with no fallback). */
function renderStep(step: Extract<SequenceStep, { kind: 'email' }>, values: Values, contactName: string) {
  const subject = renderTemplate(step.subject, values);
  const body = renderTemplate(step.body, values);
  if (subject.ok && body.ok) return { ok: true as const, subject: subject.text, body: body.text };
  const missing = [...(subject.ok ? [] : subject.missing), ...(body.ok ? [] : body.missing)];
  return { ok: false as const, message: missingFieldsMessage(contactName, [...new Set(missing)]) };
}

/**
 * The editor's live preview: every e-mail step filled for a real contact of the company (pick one; a sample until
 * then), with the same fields and fallbacks a send uses, and what blocks that contact's e-mail.
 */
export function SequencePreview({ steps, solutionName }: { steps: SequenceStep[]; solutionName: string }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const [contactId, setContactId] = useState('');
  const contacts = useSampleContacts(q);
  const picked = useSampleValues(contactId, solutionName.trim());
  const who = contactId && picked.data ? picked.data : SAMPLE;
  const emails = steps.flatMap((step, i) => (step.kind === 'email' ? [{ step, index: i }] : []));
  return (
    <div className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm" data-testid="sequence-preview">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">Preview for</p>
        <input
          aria-label="Find a contact"
          className="h-8 rounded-md border px-2"
          placeholder="Find a contact…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <select
          aria-label="Preview contact"
          className="h-8 max-w-full rounded-md border px-2"
          value={contactId}
          onChange={(e) => setContactId(e.target.value)}
        >
          <option value="">Sample contact (Ann Lee)</option>
          {contacts.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} · {c.organizationName}
            </option>
          ))}
        </select>
      </div>
      {contactId && picked.isError && <p className="text-destructive">This contact could not be loaded.</p>}
      {emails.map(({ step, index }, n) => {
        const result = renderStep(step, who.values, who.name);
        return (
          <div key={index} className="rounded bg-background p-2" data-testid="preview-email">
            <p className="text-xs text-muted-foreground">
              E-mail {n + 1} (step {index + 1})
            </p>
            {result.ok ? (
              <>
                <p>Subject: {result.subject}</p>
                <pre className="whitespace-pre-wrap font-sans">{result.body}</pre>
              </>
            ) : (
              <p className="text-destructive" role="alert">
                {result.message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
