import { createHash } from 'node:crypto';

/** Well-known crawlers, monitors and headless tools: not visitors. */
const BOT = /bot|crawl|spider|slurp|headless|lighthouse|pingdom|uptime|monitor|preview|facebookexternalhit|curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT.test(userAgent);

/** A visitor id that changes every day and cannot be turned back into an IP or a user agent. */
export function visitorId(salt: string, siteId: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${siteId}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** The page's path only: no query strings (they can carry personal data), no fragments. */
export function pathOf(url: string): string | null {
  try {
    const u = new URL(url);
    return (u.pathname || '/').slice(0, 512);
  } catch {
    return null;
  }
}

export function referrerHost(referrer: string | undefined, site: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== site ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}
