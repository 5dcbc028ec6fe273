import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { websiteInputSchema } from '../../../shared/websites';
import type { AppContext } from '../../context';
import { recordId } from '../../lib/ids';
import { requireAdmin, requireUser } from '../../plugins/session';
import { actorOf } from '../audit/audit.service';
import { sendCachedList } from '../../lib/read-cache';

const params = z.object({ id: z.string() });
const idOf = (p: { id: string }) => recordId(p.id, 'Website');

export async function websitesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { websites } = ctx.services;

  app.get('/api/websites', async (request, reply) => {
    const { user } = await requireUser(request);
    return sendCachedList(reply, ctx.readCache, user.id, 'websites', () => websites.list(user.id));
  });

  app.post('/api/websites', { schema: { body: websiteInputSchema } }, async (request, reply) => {
    const { user } = await requireUser(request);
    return reply.status(201).send(await websites.create(user.id, request.body));
  });

  app.put('/api/websites/:id', { schema: { params, body: websiteInputSchema } }, async (request) => {
    const { user } = await requireUser(request);
    return websites.update(user.id, idOf(request.params), request.body);
  });

  app.delete('/api/websites/:id', { schema: { params } }, async (request) => {
    const { user } = await requireUser(request);
    const id = idOf(request.params);
    await websites.remove(user.id, id);
    return { message: 'Website deleted', id };
  });

  app.get('/api/websites/:id/backup/history', { schema: { params } }, async (request) => {
    const { user } = await requireUser(request);
    return websites.history(user.id, idOf(request.params));
  });

  // No automatic HEAD twin: a prefetch must not count as a backup in the history.
  app.get('/api/websites/:id/backup', { schema: { params }, exposeHeadRoute: false }, async (request, reply) => {
    const { user } = await requireUser(request);
    const backup = await websites.backup(user.id, idOf(request.params));
    // 'finish': every byte went to the socket; a 'close' before it means the download was cut short.
    reply.raw.once('finish', () => void backup.delivered(true));
    reply.raw.once('close', () => void backup.delivered(false));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${backup.fileName}"`)
      .header('cache-control', 'no-store')
      .send(backup.stream);
  });

  // Admin: replace a site's files with the contents of a ZIP, streamed to disk (never into memory).
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scoped.put('/api/admin/websites/:id/files', { schema: { params } }, async (request) => {
      const admin = await requireAdmin(request);
      return websites.replaceFiles(
        idOf(request.params as { id: string }),
        request.body as NodeJS.ReadableStream as any,
        {
          maxUploadBytes: ctx.config.SITE_UPLOAD_MAX_BYTES,
          maxUnpackedBytes: ctx.config.SITE_MAX_UNPACKED_BYTES,
          maxEntries: ctx.config.SITE_MAX_ENTRIES,
        },
        actorOf(request, admin),
      );
    });
  });
}
