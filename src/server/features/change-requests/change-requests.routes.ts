import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminChangeRequestUpdateSchema, changeRequestInputSchema } from '../../../shared/change-requests';
import type { AppContext } from '../../context';
import { recordId } from '../../lib/ids';
import { requireAdmin, requireUser } from '../../plugins/session';
import { actorOf } from '../audit/audit.service';

export async function changeRequestsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { changeRequests } = ctx.services;

  app.get('/api/change-requests', async (request) => {
    const { user } = await requireUser(request);
    return changeRequests.list(user.id);
  });

  app.post('/api/change-requests', { schema: { body: changeRequestInputSchema }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { user } = await requireUser(request);
    const body = { ...request.body, websiteId: recordId(request.body.websiteId, 'Website') };
    return reply.status(201).send(await changeRequests.create(user.id, body));
  });

  app.get('/api/admin/change-requests', async (request) => {
    await requireAdmin(request);
    return changeRequests.listAll();
  });

  app.put(
    '/api/admin/change-requests/:id',
    { schema: { params: z.object({ id: z.string() }), body: adminChangeRequestUpdateSchema } },
    async (request) => {
      const admin = await requireAdmin(request);
      return changeRequests.adminUpdate(recordId(request.params.id, 'Change request'), request.body, actorOf(request, admin));
    },
  );
}
