import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { recordId } from '../../lib/ids';
import { requireUser } from '../../plugins/session';

const trackerSource = fs.readFileSync(new URL('./track.js', import.meta.url), 'utf8');

const beaconSchema = z.object({
  site: z.string().min(1).max(253),
  url: z.string().min(1).max(2048),
  referrer: z.string().max(2048).optional(),
  event: z.enum(['pageview', 'leave']).optional(),
  duration: z.number().min(0).max(24 * 3600 * 1000).optional(),
});

const openCors = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

export async function analyticsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = ctx.services;

  // The tracker client websites embed: served to any origin, cached for an hour.
  app.get('/js/track.js', async (_request, reply) =>
    reply
      .headers({ ...openCors, 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' })
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

  // Beacons: public, from any origin, sent as text/plain so browsers make no preflight.
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
    scoped.options('/api/collect', { config: { csrf: false } }, async (_request, reply) =>
      reply.headers({ ...openCors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '86400' }).status(204).send(),
    );
    scoped.post(
      '/api/collect',
      { config: { csrf: false, documentHeaders: false, rateLimit: { max: ctx.config.COLLECT_RATE_LIMIT, timeWindow: '1 minute' } } },
      async (request, reply) => {
        reply.headers(openCors);
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(request.body ?? ''));
        } catch {
          throw badRequest('The beacon must be JSON');
        }
        const beacon = beaconSchema.safeParse(parsed);
        if (!beacon.success) throw badRequest('Malformed beacon');
        analytics.accept(beacon.data, request.ip, request.headers['user-agent']);
        return reply.status(202).send();
      },
    );
  });
}
