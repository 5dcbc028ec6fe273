import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, signupSchema } from '../../../shared/auth';
import type { AppContext } from '../../context';
import { portalOrigin } from '../../plugins/security';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { OidcSignInError, safeReturnTo } from './oidc.service';

const OIDC_FLOW_COOKIE = 'sp_oidc';

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, oidc } = ctx.services;
  const isHttps = ctx.config.PUBLIC_URL?.startsWith('https:') ?? false;

  app.post(
    '/api/auth/signup',
    { schema: { body: signupSchema }, config: { rateLimit: { max: ctx.config.SIGNUP_RATE_LIMIT, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const { token, user } = await auth.signup(request.body, request.ip);
      setSessionCookie(reply, ctx.config, token);
      return reply.status(201).send({ token, userId: user.id });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = await auth.verifyCredentials(request.body.email, request.body.password, request.ip);
      if (user.twoFactorEnabled) {
        // The password was right; the session waits for the second step.
        return { twoFactorRequired: true, challengeToken: await ctx.services.twoFactor.startChallenge(user.id) };
      }
      const token = await auth.signIn(user, { method: 'password', ip: request.ip });
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
    const token = request.sessionToken();
    const idToken = token ? await auth.idTokenOf(token) : null;
    await endSession(token);
    clearSessionCookie(reply, ctx.config);
    // A hosted sign-in also ends at the provider, when it offers that.
    const providerLogout = oidc.endSessionUrl(idToken, `${portalOrigin(ctx.config, request)}/`);
    return reply.redirect(providerLogout ?? '/', 302);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await endSession(request.sessionToken());
    clearSessionCookie(reply, ctx.config);
    return reply.status(204).send();
  });

  // Hosted sign-in (OpenID Connect) when configured; otherwise the portal's own form.
  app.get('/api/login', { schema: { querystring: z.object({ returnTo: z.string().max(2048).optional() }) } }, async (request, reply) => {
    if (!oidc.enabled) {
      const back = safeReturnTo(request.query.returnTo);
      return reply.redirect(back === '/dashboard' ? '/login' : `/login?returnTo=${encodeURIComponent(back)}`, 302);
    }
    const { url, sealed } = await oidc.start(`${portalOrigin(ctx.config, request)}/api/callback`, request.query.returnTo ?? '/dashboard');
    reply.setCookie(OIDC_FLOW_COOKIE, sealed, { path: '/api/callback', httpOnly: true, sameSite: 'lax', secure: isHttps, maxAge: 600 });
    return reply.redirect(url, 302);
  });

  app.get('/api/callback', async (request, reply) => {
    if (!oidc.enabled) return reply.redirect('/login', 302);
    reply.clearCookie(OIDC_FLOW_COOKIE, { path: '/api/callback', httpOnly: true, sameSite: 'lax', secure: isHttps });
    try {
      const callbackUrl = new URL(request.url, portalOrigin(ctx.config, request));
      const { user, idToken, returnTo } = await oidc.finish(callbackUrl, request.cookies[OIDC_FLOW_COOKIE]);
      if (user.twoFactorEnabled) {
        // The portal's own second factor still applies: the login screen asks for the code.
        const challenge = await ctx.services.twoFactor.startChallenge(user.id);
        return reply.redirect(`/login?challenge=${encodeURIComponent(challenge)}&returnTo=${encodeURIComponent(returnTo)}`, 302);
      }
      setSessionCookie(reply, ctx.config, await auth.signIn(user, { method: 'oidc', ip: request.ip, oidcIdToken: idToken }));
      return reply.redirect(returnTo, 302);
    } catch (err) {
      if (!(err instanceof OidcSignInError)) throw err;
      request.log.warn({ reason: err.message }, 'hosted sign-in refused');
      await ctx.services.audit.record({ action: 'auth.sign_in_failed', actor: { ip: request.ip }, details: { method: 'oidc', reason: err.message } });
      return reply.redirect('/login?error=hosted_sign_in_failed', 302);
    }
  });
}
