import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type AppContext, createServices, type ServiceOverrides } from './context';
import type { Database } from './db/client';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { changeRequestsRoutes } from './features/change-requests/change-requests.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { systemRoutes } from './features/system/system.routes';
import { websitesRoutes } from './features/websites/websites.routes';
import { type Clock, systemClock } from './lib/clock';
import { BeaconIntake } from './features/analytics/beacon-intake';
import { clientAddressOf } from './lib/client-address';
import { OwnerChanges } from './lib/owner-changes';
import { ReadCache } from './lib/read-cache';
import { spaPage } from './lib/spa-page';
import { publicConfigOf } from './features/system/public-config';
import type { PublicConfig } from '../shared/config';
import { loggerOptions } from './logger';
import { registerErrorHandler } from './plugins/errors';
import { portalOrigin, registerCsrfCheck, registerSecurityHeaders } from './plugins/security';
import { registerSession, SESSION_COOKIE } from './plugins/session';
import { registerNulGuard } from './plugins/text-input';
import { registerBodyTimeout, serverTimeoutOptions } from './plugins/timeouts';

export const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Folder of the built SPA (index.html + assets); defaults to dist/client. */
  clientDir?: string;
  logger?: FastifyServerOptions['loggerInstance'];
  /** Replacements for what is truly outside (mail transport, card processor), for tests. */
  overrides?: ServiceOverrides;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered (method and URL pattern), for the authorization matrix. */
    routeList: { method: string; url: string }[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  // eslint-disable-next-line prefer-const -- assigned once the services exist; the server factory reads it per request
  let beacons: BeaconIntake | undefined;
  const clientAddress = clientAddressOf(config.TRUST_PROXY);
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config) }),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ...serverTimeoutOptions(config),
    // Analytics beacons (thousands a second) go straight to their intake, before Fastify's request chain;
    // everything else to Fastify. The server is set up as Fastify sets up its own.
    serverFactory: (handler, options) => {
      const o = options as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
      const server = http.createServer(o.http ?? {}, (req, res) =>
        beacons && BeaconIntake.owns(req) ? beacons.handle(req, res, clientAddress(req)) : handler(req, res),
      );
      server.keepAliveTimeout = o.keepAliveTimeout;
      server.requestTimeout = o.requestTimeout;
      server.setTimeout(o.connectionTimeout);
      return server;
    },
  });

  const changes = new OwnerChanges(app.log);
  const services = createServices(config, database, clock, app.log, { ...deps.overrides, context: () => ctx });
  beacons = new BeaconIntake({ analytics: services.analytics, ratePerMinute: config.COLLECT_RATE_LIMIT, bodyTimeoutMs: config.REQUEST_TIMEOUT_MS, clock, log: app.log });
  const ctx: AppContext = {
    config,
    database,
    clock,
    log: app.log,
    changes,
    readCache: new ReadCache({ ttlMs: config.READ_CACHE_MS, maxBytes: config.READ_CACHE_MAX_MB * 1024 * 1024 }, changes),
    beacons,
    services,
  };
  app.decorate('ctx', ctx);
  changes.subscribe((userId) => (userId ? ctx.services.auth.forgetUser(userId) : ctx.services.auth.forgetAll()));
  await changes.start(database);
  app.addHook('onClose', () => changes.stop());
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  await ctx.services.oidc.init();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  registerBodyTimeout(app, config);
  // Callback hooks, not async ones: they run on every request and need no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(cookie);
  // gzip for text (pages, scripts, JSON); archives, PDFs and media are already compressed and pass as they are.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await registerSecurityHeaders(app, config);
  await app.register(rateLimit, { global: false });
  ctx.services.analytics.startBuffer();
  // Beacons stop being accepted before the server closes; the buffer's last flush comes after.
  app.addHook('preClose', (done) => {
    beacons!.close();
    done();
  });
  app.addHook('onClose', async () => ctx.services.analytics.stop());
  registerSession(app, ctx.services.auth, changes);
  registerCsrfCheck(app, config);

  await app.register(systemRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(twoFactorRoutes, ctx);
  await app.register(websitesRoutes, ctx);
  await app.register(billingRoutes, ctx);
  await app.register(notificationsRoutes, ctx);
  await app.register(ordersRoutes, ctx);
  await app.register(uploadsRoutes, ctx);
  await app.register(changeRequestsRoutes, ctx);
  await app.register(analyticsRoutes, ctx);
  await app.register(assistantRoutes, ctx);
  await app.register(contactRoutes, ctx);
  await app.register(auditRoutes, ctx);

  await registerClient(app, deps.clientDir ?? defaultClientDir, config, publicConfigOf(ctx));
  return app;
}

/** Serves the built SPA; unknown /api/* paths answer a JSON 404, any other GET the SPA's index.html. */
async function registerClient(app: FastifyInstance, clientDir: string, config: Config, publicConfig: PublicConfig) {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // A missing built file is a 404, never the page: a stale tab must not get HTML for its script.
    if (url.startsWith('/assets/') || /\.(js|css|map|png|jpe?g|svg|webp|webm|mp4|woff2?|ico|json|txt)$/i.test(url)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasClient) {
      return reply.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
    }
    reply.header('cache-control', 'no-cache');
    // Link previews need absolute image URLs: the built page's root-relative ones get the portal's origin.
    const html = await spaPage(clientDir, url, { origin: portalOrigin(config, request), publicConfig, withoutSession: !request.cookies[SESSION_COOKIE] });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
