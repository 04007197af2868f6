import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { sequenceInputSchema } from '#domain/sequences';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { enrolContacts, previewEnrolment } from './enrol.service';
import { sampleContacts, sampleValues } from './sample-contacts';
import {
  changeEnrolment,
  completeTask,
  contactSequenceState,
  createSequence,
  deleteSequence,
  listEnrolments,
  listSequences,
  listTasks,
  updateSequence,
} from './sequences.service';

const idParam = z.object({ id: z.string().uuid('Not found') });
const contactIds = z.array(z.string().uuid('Contact not found')).min(1, 'Choose at least one contact').max(500);
const enrolBody = z.object({ contactIds, confirmed: z.array(z.string().uuid()).max(500).default([]) });
const sampleQuery = z.object({ q: z.string().trim().max(200).default('') });
const valuesQuery = z.object({ solution: z.string().trim().max(200).optional() });
const managers = requireCompany({ roles: ['owner', 'admin'] });
const senders = requireCompany({ roles: ['owner', 'admin', 'member'] });

const actorOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  email: c.get('user')!.email,
  role: c.get('role'),
});

/** Sequences (owners and admins manage them), enrolment ("Add to Sequence"), enrolments and the Tasks list. */
export const sequenceRoutes = new Hono<AppEnv>()
  .get('/sequences', requireCompany(), async (c) =>
    c.json({ sequences: await listSequences(c.get('deps'), c.get('company').id), role: c.get('role') }),
  )
  .post('/sequences', managers, async (c) => {
    const input = await parseJson(c, sequenceInputSchema);
    return c.json(await createSequence(c.get('deps'), actorOf(c), input), 201);
  })
  .get('/sequences/sample-contacts', managers, async (c) => {
    const { q } = parseQuery(c.req.query(), sampleQuery);
    return c.json({ contacts: await sampleContacts(c.get('deps'), c.get('company').id, q) });
  })
  .get('/sequences/sample-contacts/:id', managers, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { solution } = parseQuery(c.req.query(), valuesQuery);
    return c.json(await sampleValues(c.get('deps'), c.get('company').id, id, solution || null));
  })
  .put('/sequences/:id', managers, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await updateSequence(c.get('deps'), c.get('company').id, id, await parseJson(c, sequenceInputSchema));
    return c.json({ success: true });
  })
  .delete('/sequences/:id', managers, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await deleteSequence(c.get('deps'), c.get('company').id, id);
    return c.json({ success: true });
  })
  .get('/sequences/:id/enrolments', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    return c.json(await listEnrolments(c.get('deps'), c.get('company').id, id));
  })
  .post('/sequences/:id/preview', senders, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { contactIds: ids } = await parseJson(c, z.object({ contactIds }));
    return c.json(await previewEnrolment(c.get('deps'), actorOf(c), id, ids));
  })
  .post('/sequences/:id/enrol', senders, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const body = await parseJson(c, enrolBody);
    return c.json(await enrolContacts(c.get('deps'), actorOf(c), { sequenceId: id, ...body }));
  })
  .post('/enrolments/:id/pause', senders, async (c) => {
    await changeEnrolment(c.get('deps'), actorOf(c), parseParams(c.req.param(), idParam).id, 'pause');
    return c.json({ success: true });
  })
  .post('/enrolments/:id/resume', senders, async (c) => {
    await changeEnrolment(c.get('deps'), actorOf(c), parseParams(c.req.param(), idParam).id, 'resume');
    return c.json({ success: true });
  })
  .post('/enrolments/:id/remove', senders, async (c) => {
    await changeEnrolment(c.get('deps'), actorOf(c), parseParams(c.req.param(), idParam).id, 'remove');
    return c.json({ success: true });
  })
  .get('/tasks', senders, async (c) => c.json({ tasks: await listTasks(c.get('deps'), actorOf(c)) }))
  .post('/tasks/:id/done', senders, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await completeTask(c.get('deps'), actorOf(c), id);
    return c.json({ success: true });
  })
  .get('/contacts/:id/sequences', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    return c.json({ enrolments: await contactSequenceState(c.get('deps'), c.get('company').id, id) });
  });
