import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { publicConfigOf } from './public-config';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await ctx.database.ping();
    return reply.status(ok ? 200 : 503).send(ok ? { status: 'ok' } : { status: 'unavailable', message: 'Database unavailable' });
  });

  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return publicConfigOf(ctx);
  });
}
