import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/session';
import { portalOrigin } from '../../plugins/security';

const keyParams = z.object({ key: z.string() });

export async function uploadsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { uploads } = ctx.services;

  app.post('/api/objects/upload', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await requireUser(request);
    return uploads.createUploadURL(user.id, portalOrigin(ctx.config, request));
  });

  app.put('/api/attachments', { schema: { body: z.object({ attachmentURL: z.string('attachmentURL is required').min(1, 'attachmentURL is required').max(2048) }) } }, async (request) => {
    const { user } = await requireUser(request);
    return uploads.claim(user.id, request.body.attachmentURL);
  });

  app.get('/api/objects/uploads/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const { user, role } = await requireUser(request);
    const { row, stream } = await uploads.read({ id: user.id, isAdmin: role === 'admin' }, request.params.key);
    const name = (row.name || row.objectKey).replace(/["\\\r\n]/g, '_');
    return reply
      .header('content-type', row.contentType)
      .header('content-length', row.sizeBytes)
      .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.name || row.objectKey)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  // The signed URL is the credential here; the body is streamed, never buffered.
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scoped.put('/api/objects/uploads/:key', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
      const { key } = request.params as { key: string };
      const result = await uploads.receive(key, request.query as Record<string, string>, request.headers['content-type'], request.body as Readable);
      return reply.status(201).send(result);
    });
  });
}
