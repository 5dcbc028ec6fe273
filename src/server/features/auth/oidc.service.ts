import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Encryptor } from '../../lib/encryption';
import { authRepository, type UserRow } from './auth.repository';
import type { AuthService } from './auth.service';

const FLOW_TTL_MS = 10 * 60 * 1000;

interface FlowState {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  expires: number;
}

export class OidcSignInError extends Error {}

/** Only a path on the portal itself: never another origin, never a protocol-relative URL. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.startsWith('/api/') ? value : '/dashboard';
}

/**
 * Hosted sign-in through any OpenID Connect provider: authorization code flow with PKCE,
 * state and nonce. The flow's secrets travel in an encrypted, short-lived cookie.
 */
export class OidcService {
  private configuration: oidc.Configuration | null = null;

  constructor(
    private readonly d: { db: Db; clock: Clock; config: Config; encryptor: Encryptor; auth: AuthService; log: FastifyBaseLogger },
  ) {}

  get enabled() {
    return this.configuration !== null;
  }

  get name() {
    return this.d.config.OIDC_NAME;
  }

  /** Discovers the provider; an incomplete or unreachable configuration leaves hosted sign-in off. */
  async init(): Promise<void> {
    const { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = this.d.config;
    if (!issuer && !clientId && !secret) return;
    if (!issuer || !clientId || !secret) {
      this.d.log.error('Hosted sign-in is off: OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must all be set');
      return;
    }
    try {
      const url = new URL(issuer);
      this.configuration = await oidc.discovery(url, clientId, secret, undefined, {
        timeout: 5,
        ...(url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
    } catch (err) {
      this.d.log.error({ issuer, reason: (err as Error).message }, 'Hosted sign-in is off: the OpenID Connect provider could not be reached');
    }
  }

  /** The provider's authorization URL and the sealed flow state for the cookie. */
  async start(redirectUri: string, returnTo: string): Promise<{ url: string; sealed: string }> {
    const config = this.configuration!;
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: FlowState = {
      verifier,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: safeReturnTo(returnTo),
      expires: Date.now() + FLOW_TTL_MS,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.toString(), sealed: this.d.encryptor.encrypt(JSON.stringify(flow)) };
  }

  /** Checks the provider's answer against the flow; finds, links or creates the account. */
  async finish(callbackUrl: URL, sealed: string | undefined): Promise<{ user: UserRow; idToken: string | undefined; returnTo: string }> {
    let flow: FlowState;
    try {
      flow = JSON.parse(this.d.encryptor.decrypt(sealed ?? ''));
    } catch {
      throw new OidcSignInError('missing or damaged sign-in state');
    }
    if (flow.expires < Date.now()) throw new OidcSignInError('the sign-in took too long');
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(this.configuration!, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new OidcSignInError((err as Error).message);
    }
    let claims: Record<string, unknown> & { iss: string; sub: string } = tokens.claims()!;
    if (!claims.email) {
      // Many providers put profile claims in the UserInfo response only.
      try {
        const info = await oidc.fetchUserInfo(this.configuration!, tokens.access_token, claims.sub);
        claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
      } catch (err) {
        throw new OidcSignInError(`could not read the user's profile: ${(err as Error).message}`);
      }
    }
    const user = await this.accountFor(claims);
    return { user, idToken: tokens.id_token, returnTo: flow.returnTo };
  }

  /**
   * The account of an identity: the one already linked to (issuer, subject); else an existing local
   * account with the same e-mail, only when the provider says the e-mail is verified; else a new one.
   */
  private async accountFor(claims: Record<string, unknown> & { iss: string; sub: string }): Promise<UserRow> {
    const issuer = claims.iss;
    const subject = claims.sub;
    const now = this.d.clock.now();
    const linked = await authRepository.findByOidc(this.d.db, issuer, subject);
    if (linked) return linked;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email) throw new OidcSignInError('the provider gave no e-mail address');
    const existing = await authRepository.findUserByEmail(this.d.db, email);
    if (existing) {
      if (claims.email_verified !== true) throw new OidcSignInError('the e-mail matches an account, but the provider has not verified it');
      const row = await authRepository.linkOidc(this.d.db, existing.id, issuer, subject, now);
      if (!row) throw new OidcSignInError('that account is linked to another sign-in already');
      return row;
    }
    const created = await authRepository.insertUser(this.d.db, {
      email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
      profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
      oidcIssuer: issuer,
      oidcSubject: subject,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw new OidcSignInError('could not create the account');
    return created;
  }

  /** Where to send the browser to end the provider session too, when the provider offers it. */
  endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): string | null {
    if (!this.configuration || !idToken || !this.configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(this.configuration, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).toString();
  }
}
