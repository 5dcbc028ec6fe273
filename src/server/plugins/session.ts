import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AuthService, SessionUser } from '../features/auth/auth.service';
import { SESSION_TTL_MS } from '../features/auth/auth.service';
import { forbidden, unauthorized } from '../lib/errors';
import type { OwnerChanges } from '../lib/owner-changes';

export const SESSION_COOKIE = 'sp_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves (once per request) the signed-in user from the bearer token or the session cookie. */
    session(): Promise<SessionUser | null>;
    sessionToken(): string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export function registerSession(app: FastifyInstance, auth: AuthService, changes: OwnerChanges) {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    // A bearer header decides alone; the cookie is used only without one.
    return bearerToken(this) ?? this.cookies[SESSION_COOKIE] ?? null;
  });
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending = token ? auth.userForToken(token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  // A write by a signed-in user may change what their session says (profile, two-factor, other sessions
  // revoked) and their lists: the caches drop them before the answer leaves, so their next request sees
  // it even before the database's change feed has said so.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const pending = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' ? undefined : cache.get(request);
    if (!pending) return done(null, payload);
    pending.then(
      (session) => {
        if (session) changes.changed(session.user.id);
        done(null, payload);
      },
      () => done(null, payload),
    );
  });
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const session = await request.session();
  if (!session) throw unauthorized();
  return session;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const session = await requireUser(request);
  if (session.role !== 'admin') throw forbidden('Admin access required');
  return session;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
  });
}
