import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../../shared/config';
import type { AppContext } from '../../context';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await ctx.database.ping();
    return reply.status(ok ? 200 : 503).send(ok ? { status: 'ok' } : { status: 'unavailable', message: 'Database unavailable' });
  });

  const { config } = ctx;
  const publicConfig = (): PublicConfig => ({
    studio: {
      name: config.STUDIO_NAME,
      logoUrl: config.STUDIO_LOGO_URL ?? null,
      accentColor: config.STUDIO_ACCENT_COLOR,
      contactEmail: config.STUDIO_CONTACT_EMAIL,
      contactPhone: config.STUDIO_CONTACT_PHONE ?? null,
      address: config.STUDIO_ADDRESS ?? null,
    },
    oidcEnabled: ctx.services.oidc.enabled,
    oidcName: ctx.services.oidc.name,
    payments: {
      processor: ctx.services.cards.processorName,
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    },
  });
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return publicConfig();
  });
}
