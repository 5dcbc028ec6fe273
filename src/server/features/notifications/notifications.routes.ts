import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { recordId } from '../../lib/ids';
import { requireUser } from '../../plugins/session';

export async function notificationsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notifications } = ctx.services;

  app.get('/api/notifications', async (request) => {
    const { user } = await requireUser(request);
    return notifications.list(user.id);
  });

  app.post('/api/notifications/:id/read', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { user } = await requireUser(request);
    await notifications.markRead(user.id, recordId(request.params.id, 'Notification'));
    return reply.status(204).send();
  });

  app.post('/api/notifications/read-all', async (request) => {
    const { user } = await requireUser(request);
    return { updated: await notifications.markAllRead(user.id) };
  });
}
