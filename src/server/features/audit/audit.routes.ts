import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuerySchema } from '../../../shared/audit';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../plugins/session';

export async function auditRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audit } = ctx.services;

  // Admin: the audit trail, newest first, a page at a time (keyset: `before` is the previous page's nextCursor).
  app.get('/api/admin/audit', { schema: { querystring: auditQuerySchema } }, async (request) => {
    await requireAdmin(request);
    return audit.list(request.query);
  });
}
