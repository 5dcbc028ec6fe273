import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogue } from '../../../shared/catalogue';
import { adminOrderUpdateSchema, checkoutSchema } from '../../../shared/orders';
import type { AppContext } from '../../context';
import { recordId } from '../../lib/ids';
import { requireAdmin, requireUser } from '../../plugins/session';
import { actorOf } from '../audit/audit.service';

export async function ordersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders } = ctx.services;

  app.get('/api/services', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return catalogue;
  });

  app.get('/api/service-orders', async (request) => {
    const { user } = await requireUser(request);
    return orders.list(user.id);
  });

  app.post('/api/service-orders', { schema: { body: checkoutSchema }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { user } = await requireUser(request);
    return reply.status(201).send(await orders.create(user.id, request.body));
  });

  app.get('/api/admin/service-orders', async (request) => {
    await requireAdmin(request);
    return orders.listAll();
  });

  app.put('/api/admin/service-orders/:id', { schema: { params: z.object({ id: z.string() }), body: adminOrderUpdateSchema } }, async (request) => {
    const admin = await requireAdmin(request);
    return orders.adminUpdate(recordId(request.params.id, 'Order'), request.body, actorOf(request, admin));
  });
}
