import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { TLSSocket } from 'node:tls';
import { isPrivateAddress } from './address-guard';

export interface TlsInfo {
  validTo: Date | null;
  issuer: string | null;
  error: string | null;
}

export interface CheckResult {
  ok: boolean;
  status: number | null;
  responseMs: number | null;
  error: string | null;
  tls: TlsInfo | null;
}

export class BlockedAddressError extends Error {}

const MAX_REDIRECTS = 3;

/** dns.lookup that refuses private addresses at connect time, so a DNS answer cannot be swapped later. */
function guardedLookup(blocked: (ip: string) => boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: false }, (err, address, family) => {
      if (err) return (callback as any)(err);
      if (blocked(address as string)) return (callback as any)(new BlockedAddressError(`${hostname} resolves to a private address`));
      (callback as any)(null, address, family);
    });
  };
}

export interface CheckOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Which addresses to refuse; private ones unless allowPrivate. */
  isBlocked?: (ip: string) => boolean;
  /** Extra trusted certificate authorities (PEM). */
  ca?: string;
}

function once(url: URL, opts: CheckOptions): Promise<{ status: number; location: string | null; tls: TlsInfo | null }> {
  const blocked = opts.isBlocked ?? ((ip: string) => !opts.allowPrivate && isPrivateAddress(ip));
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && blocked(host)) return reject(new BlockedAddressError(`${host} is a private address`));
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(blocked),
        headers: { 'user-agent': 'StudioPortal-Uptime/1.0 (uptime monitor)', accept: '*/*' },
        // Certificates are inspected, not trusted blindly: an invalid one is reported below.
        ...(url.protocol === 'https:' ? { rejectUnauthorized: false, servername: net.isIP(host) ? undefined : host, ...(opts.ca ? { ca: opts.ca } : {}) } : {}),
        agent: false,
      },
      (res) => {
        let tls: TlsInfo | null = null;
        const socket = res.socket as TLSSocket;
        if (url.protocol === 'https:' && typeof socket.getPeerCertificate === 'function') {
          const cert = socket.getPeerCertificate();
          tls = {
            validTo: cert?.valid_to ? new Date(cert.valid_to) : null,
            issuer: cert?.issuer ? [cert.issuer.O, cert.issuer.CN].filter(Boolean).join(' / ') || null : null,
            error: socket.authorized ? null : String(socket.authorizationError ?? 'certificate not trusted'),
          };
        }
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, tls });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * One uptime check: GET with a timeout, following at most 3 redirects (each hop checked against
 * private addresses); up when the final answer is below 500.
 */
export async function checkUrl(target: string, opts: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, status: null, responseMs: null, error: 'not a valid URL', tls: null };
  }
  let tls: TlsInfo | null = null;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('only http and https can be checked');
      const answer = await once(url, opts);
      if (hop === 0) tls = answer.tls;
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (hop === MAX_REDIRECTS) throw new Error('too many redirects');
        url = new URL(answer.location, url);
        continue;
      }
      const responseMs = Math.round(performance.now() - started);
      return { ok: answer.status < 500, status: answer.status, responseMs, error: answer.status < 500 ? null : `HTTP ${answer.status}`, tls };
    }
    throw new Error('too many redirects');
  } catch (err) {
    return { ok: false, status: null, responseMs: null, error: (err as Error).message, tls };
  }
}
