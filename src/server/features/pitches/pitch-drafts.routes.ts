import { Hono } from 'hono';
import { z } from 'zod';
import { pitchDraftBody, pitchSolutionName, splitPitch } from '#domain/pitches';
import { roleSatisfies } from '#domain/roles';
import type { RecommendedSolution } from '#domain/workflow';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { findContact } from '../contacts/contacts.queries';
import { getLatestResearch, researchDto } from '../research/research.queries';
import { findOrganization } from '../targeting/targeting.queries';
import { deleteDraft, findDraft, saveDraft } from './pitch-drafts.queries';
import { findPitchForSolution } from './pitches.queries';

const contactParam = z.object({ id: z.string().uuid() });
const viewQuery = z.strictObject({ solution: pitchSolutionName.optional() });
const resetQuery = z.strictObject({ solution: pitchSolutionName });
const EDITORS = { roles: ['owner', 'admin', 'member'] } as const;

type View = { companyId: string; contactId: string; solution?: string; now: Date };

/**
 * What the pitch editor shows for one contact: the solutions it can pitch (the research's, the contact's own, any
 * with a draft), the chosen one (asked, else the contact's own, else the first), the pitch generated for the
 * contact's organization and that solution, and the contact's saved draft. Another company's contact is a 404.
 */
async function pitchView(tx: Tx, { companyId, contactId, solution, now }: View) {
  const contact = await findContact(tx, { companyId, contactId, now });
  if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
  const org = await findOrganization(tx, { companyId, organizationId: contact.organizationId });
  if (!org) throw new AppError('NOT_FOUND', 'Contact not found');
  const research = await getLatestResearch(tx, { companyId, organizationId: org.id });
  const recommended: RecommendedSolution[] = research ? researchDto(research).recommendedSolutions : [];
  const solutions = recommended.map((s) => ({ product: s.product, recommended: s as RecommendedSolution | null }));
  for (const product of [contact.associatedSolution, solution])
    if (product?.trim() && !solutions.some((s) => s.product.toLowerCase() === product.trim().toLowerCase()))
      solutions.push({ product: product.trim(), recommended: null });
  const wanted = (solution ?? contact.associatedSolution?.trim() ?? solutions[0]?.product)?.toLowerCase();
  // Named as the research (or the contact) spells it, whatever the case asked.
  const chosen = solutions.find((s) => s.product.toLowerCase() === wanted)?.product ?? null;
  const generated = chosen
    ? await findPitchForSolution(tx, { companyId, organizationId: org.id, product: chosen })
    : null;
  const draft = chosen ? await findDraft(tx, { companyId, contactId, product: chosen }) : null;
  return {
    contact: { id: contact.id, name: contact.name, title: contact.title },
    organization: { id: org.id, name: org.name },
    solutions,
    solution: chosen,
    generated: generated && {
      pitchId: generated.id,
      ...splitPitch(generated.pitchContent),
      createdAt: generated.createdAt,
    },
    draft: draft && {
      subject: draft.draft.subject,
      body: draft.draft.body,
      updatedAt: draft.draft.updatedAt,
      updatedBy: draft.editorName || draft.editorEmail || null,
    },
  };
}

/**
 * Pitch drafts (issue 22): a contact's pitch for a solution, edited in place and saved per contact and solution.
 * Everyone in the company reads; viewers cannot edit. Saving or resetting costs no credit.
 */
export const pitchDraftRoutes = new Hono<AppEnv>()
  .get('/contacts/:id/pitch', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), contactParam);
    const { solution } = parseQuery(c.req.query(), viewQuery);
    const companyId = c.get('company').id;
    const view = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      pitchView(tx, { companyId, contactId: id, solution, now: c.get('deps').clock.now() }),
    );
    return c.json({ ...view, canEdit: roleSatisfies(c.get('role'), EDITORS) });
  })
  .put('/contacts/:id/pitch', requireCompany(EDITORS), async (c) => {
    const { id } = parseParams(c.req.param(), contactParam);
    const { solution, subject, body } = await parseJson(c, pitchDraftBody);
    const companyId = c.get('company').id;
    const now = c.get('deps').clock.now();
    const view = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      const contact = await findContact(tx, { companyId, contactId: id, now });
      if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
      const userId = c.get('user')!.id;
      const input = { companyId, contactId: id, organizationId: contact.organizationId, userId };
      // The draft is saved under the solution's own name (as the research or the contact spell it).
      const product = (await pitchView(tx, { companyId, contactId: id, solution, now })).solution ?? solution;
      await saveDraft(tx, { ...input, product, subject, body }, now);
      return pitchView(tx, { companyId, contactId: id, solution, now });
    });
    return c.json({ ...view, canEdit: true });
  })
  .delete('/contacts/:id/pitch', requireCompany(EDITORS), async (c) => {
    const { id } = parseParams(c.req.param(), contactParam);
    const { solution } = parseQuery(c.req.query(), resetQuery);
    const companyId = c.get('company').id;
    const now = c.get('deps').clock.now();
    const view = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      if (!(await findContact(tx, { companyId, contactId: id, now })))
        throw new AppError('NOT_FOUND', 'Contact not found');
      const reset = await deleteDraft(tx, { companyId, contactId: id, product: solution });
      return { reset, ...(await pitchView(tx, { companyId, contactId: id, solution, now })) };
    });
    return c.json({ ...view, canEdit: true });
  });
