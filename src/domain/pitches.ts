import { z } from 'zod';

/** The most solutions whose pitches one request may ask for (`?solution=` repeated); a research recommends a few. */
export const MAX_PITCH_SOLUTIONS = 20;

export const MAX_PITCH_SUBJECT = 300;
export const MAX_PITCH_BODY = 20_000;
export const MAX_SOLUTION_PRODUCT = 300;

/** A pitch as an e-mail: its subject line and its body. */
export type PitchText = { subject: string; body: string };

/** A generated pitch is written as `Subject: …`, a blank line, then the body; a text without that line is all body. */
export function splitPitch(content: string): PitchText {
  const match = /^Subject:[ \t]*(.*)\r?\n(?:[ \t]*\r?\n)*/.exec(content);
  if (!match) return { subject: '', body: content.trim() };
  return { subject: match[1]!.trim(), body: content.slice(match[0].length).trim() };
}

/** The pitch as one text, in the generated pitch's own shape (what {{pitch}} and Copy to Clipboard give). */
export function joinPitch({ subject, body }: PitchText) {
  return subject.trim() ? `Subject: ${subject.trim()}\n\n${body.trim()}` : body.trim();
}

const SOLUTION_MSG = `solution must be a product name of 1 to ${MAX_SOLUTION_PRODUCT} characters.`;
export const pitchSolutionName = z
  .string(SOLUTION_MSG)
  .trim()
  .min(1, SOLUTION_MSG)
  .max(MAX_SOLUTION_PRODUCT, SOLUTION_MSG);

/** `PUT /contacts/:id/pitch`: the draft of one contact's pitch for one solution. */
export const pitchDraftBody = z.strictObject({
  solution: pitchSolutionName,
  subject: z
    .string('subject must be text.')
    .trim()
    .max(MAX_PITCH_SUBJECT, `subject must be at most ${MAX_PITCH_SUBJECT} characters.`),
  body: z
    .string('body must be text.')
    .trim()
    .min(1, 'The pitch body cannot be empty.')
    .max(MAX_PITCH_BODY, `body must be at most ${MAX_PITCH_BODY} characters.`),
});
export type PitchDraftBody = z.output<typeof pitchDraftBody>;

/** Where an exported pitch comes from (issue 22): the contact's saved draft, or the pitch generated for its org. */
export const PITCH_SOURCE_LABELS = { draft: 'Saved draft', generated: 'Generated pitch' } as const;
export type PitchSource = keyof typeof PITCH_SOURCE_LABELS;
