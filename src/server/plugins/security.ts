import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Config, paymentProcessorOf } from '../config';
import { forbidden } from '../lib/errors';
import { bearerToken, SESSION_COOKIE } from './session';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers on every answer. helmet computes them from the options; they never vary per request,
 * so they are computed once here and copied onto each reply (@fastify/helmet rebuilt the whole policy on
 * every request, a measurable share of a small API call).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    // A route that only ever answers an empty status (analytics beacons, thousands a second) opts out of
    // the document policies, which mean nothing without a body; nosniff stays.
    if ((request.routeOptions.config as { documentHeaders?: boolean } | undefined)?.documentHeaders === false) reply.header('x-content-type-options', 'nosniff');
    else reply.headers(headers);
    done();
  });
}

export function securityHeaders(config: Config): Record<string, string> {
  // Stripe's Payment Element must load from Stripe itself (their terms forbid self-hosting it).
  const stripe = paymentProcessorOf(config) === 'stripe';
  const allow = (...sources: string[]) => (stripe ? sources : []);
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...allow('https://js.stripe.com')],
        // React and Radix set style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures from the identity provider are https images elsewhere; images never run code.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...allow('https://api.stripe.com')],
        frameSrc: ["'self'", ...allow('https://js.stripe.com', 'https://hooks.stripe.com')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** The origin the portal is served at: PUBLIC_URL, else what the request itself addressed. */
export function portalOrigin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * CSRF: a state-changing request that would be authenticated by the session cookie must
 * come from the portal's own origin. Bearer-authenticated calls carry no ambient
 * credentials and are not affected.
 */
export function registerCsrfCheck(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method)) return done();
    // Public endpoints that no session authenticates (analytics beacons) opt out.
    if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return done();
    if (bearerToken(request)) return done();
    if (!request.cookies[SESSION_COOKIE]) return done();
    done(requestOrigin(request) !== portalOrigin(config, request) ? forbidden('Cross-site request refused') : undefined);
  });
}
