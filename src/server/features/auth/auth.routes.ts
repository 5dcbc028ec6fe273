import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, signupSchema } from '../../../shared/auth';
import type { AppContext } from '../../context';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = ctx.services;

  app.post(
    '/api/auth/signup',
    { schema: { body: signupSchema }, config: { rateLimit: { max: ctx.config.SIGNUP_RATE_LIMIT, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const { token, user } = await auth.signup(request.body);
      setSessionCookie(reply, ctx.config, token);
      return reply.status(201).send({ token, userId: user.id });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = await auth.verifyCredentials(request.body.email, request.body.password);
      if (user.twoFactorEnabled) {
        // The password was right; the session waits for the second step.
        return { twoFactorRequired: true, challengeToken: await ctx.services.twoFactor.startChallenge(user.id) };
      }
      const token = await auth.createSession(user.id);
      setSessionCookie(reply, ctx.config, token);
      return { token, userId: user.id };
    },
  );

  app.get('/api/auth/user', async (request) => {
    const { user } = await requireUser(request);
    return auth.toPublicUser(user);
  });

  async function endSession(token: string | null) {
    if (token) await auth.revoke(token);
  }

  app.get('/api/logout', async (request, reply) => {
    await endSession(request.sessionToken());
    clearSessionCookie(reply, ctx.config);
    return reply.redirect('/', 302);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await endSession(request.sessionToken());
    clearSessionCookie(reply, ctx.config);
    return reply.status(204).send();
  });

  // The hosted identity provider (OpenID Connect) arrives in a later issue; until then the local form.
  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));
}
