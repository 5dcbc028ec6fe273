import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port. Its login and consent
 * screens are answered by the test: the next sign-in is as `provider.signInAs`.
 */
export async function startOidcProvider(redirectUri: string, postLogoutRedirectUri: string) {
  const accounts = new Map<string, TestAccount>();
  const state = { signInAs: '', codeTtlSeconds: 60 };
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (client_id: string) => ({
    client_id,
    client_secret: `${client_id}-secret-0123456789`,
    redirect_uris: [redirectUri],
    post_logout_redirect_uris: [postLogoutRedirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
  });
  const configuration: Configuration = {
    clients: [client('portal'), client('other-client')],
    cookies: { keys: ['test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AuthorizationCode: () => state.codeTtlSeconds },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: state.signInAs } }, { mergeWithLastSubmission: false });
      } else {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
        grant.addOIDCScope('openid email profile');
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      }
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });
  return {
    issuer,
    accounts,
    state,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Follows the provider's redirects like a browser (with its cookies) until it sends us back to `until`. */
export async function followUntil(startUrl: string, until: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let i = 0; i < 20; i++) {
    if (url.startsWith(until)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`no redirect from ${url}: ${res.status} ${await res.text()}`);
    url = new URL(next, url).toString();
  }
  throw new Error('too many redirects');
}
