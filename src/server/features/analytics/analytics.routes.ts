import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { recordId } from '../../lib/ids';
import { requireUser } from '../../plugins/session';
import { COLLECT_PATH, OPEN_CORS } from './beacon-intake';

const trackerSource = fs.readFileSync(new URL('./track.js', import.meta.url), 'utf8');

export async function analyticsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = ctx.services;

  // The tracker client websites embed: served to any origin, cached for an hour.
  app.get('/js/track.js', async (_request, reply) =>
    reply
      .headers({ ...OPEN_CORS, 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' })
      .send(trackerSource),
  );

  app.get(
    '/api/websites/:id/analytics/:days',
    { schema: { params: z.object({ id: z.string(), days: z.string() }) } },
    async (request) => {
      const { user } = await requireUser(request);
      const days = /^\d{1,3}$/.test(request.params.days) ? Number(request.params.days) : Number.NaN;
      return analytics.range(user.id, recordId(request.params.id, 'Website'), days);
    },
  );

  await app.register(collectRoutes, ctx);
}

/**
 * The beacon intake as a Fastify route: the real server hands POST/OPTIONS /api/collect to `ctx.beacons`
 * before Fastify sees them (app.ts); this route gives the same handler what still reaches Fastify (injected
 * requests, the path with a query string), the body unread.
 */
async function collectRoutes(app: FastifyInstance, ctx: AppContext) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.route({
    method: ['POST', 'OPTIONS'],
    url: COLLECT_PATH,
    config: { csrf: false, documentHeaders: false },
    handler: (request, reply) => {
      reply.hijack();
      ctx.beacons.handle(request.raw, reply.raw, request.ip);
    },
  });
}
