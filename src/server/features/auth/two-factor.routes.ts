import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferencesUpdateSchema, withDefaults } from '../../../shared/preferences';
import type { AppContext } from '../../context';
import { sha256 } from '../../lib/crypto';
import { requireUser, setSessionCookie } from '../../plugins/session';
import { authRepository } from './auth.repository';

const code = (name: string) => z.string(`${name} is required`).trim().min(1, `${name} is required`).max(64);

export async function twoFactorRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { twoFactor } = ctx.services;
  const currentTokenHash = (token: string | null) => (token ? sha256(token) : null);

  app.post('/api/auth/2fa/setup', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await requireUser(request);
    return twoFactor.setup(user);
  });

  app.post('/api/auth/2fa/verify', { schema: { body: z.object({ token: code('Code') }) }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await requireUser(request);
    return twoFactor.verify(user, request.body.token, currentTokenHash(request.sessionToken()), request.ip);
  });

  app.post('/api/auth/2fa/disable', { schema: { body: z.object({ code: code('Code') }) }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await requireUser(request);
    await twoFactor.disable(user, request.body.code, currentTokenHash(request.sessionToken()), request.ip);
    return { twoFactorEnabled: false };
  });

  app.post(
    '/api/auth/login/2fa',
    { schema: { body: z.object({ challengeToken: code('challengeToken'), code: code('Code') }) }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const result = await twoFactor.completeChallenge(request.body.challengeToken, request.body.code, request.ip);
      setSessionCookie(reply, ctx.config, result.token);
      return result;
    },
  );

  app.get('/api/auth/preferences', async (request) => {
    const { user } = await requireUser(request);
    return withDefaults(user.preferences);
  });

  app.put('/api/auth/preferences', { schema: { body: preferencesUpdateSchema } }, async (request) => {
    const { user } = await requireUser(request);
    const { darkMode: _locked, ...changes } = request.body;
    const saved = await authRepository.savePreferences(ctx.database.db, user.id, { ...user.preferences, ...changes }, ctx.clock.now());
    return withDefaults(saved);
  });
}
