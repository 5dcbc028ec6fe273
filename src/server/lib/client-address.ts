import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

/**
 * The client's address of a raw request, by the rules Fastify applies to `request.ip` with the same
 * TRUST_PROXY: the socket's peer, or the last untrusted address of X-Forwarded-For. A hop count trusts
 * nobody (as Fastify: it cannot check the immediate peer), `true` everybody, a list those addresses.
 */
export function clientAddressOf(trustProxy: Config['TRUST_PROXY']): (req: IncomingMessage) => string {
  if (!trustProxy || typeof trustProxy === 'number') return (req) => req.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
  return (req) => {
    const all = proxyAddr.all(req, trust);
    return all[all.length - 1] ?? '';
  };
}
