import { hash } from 'node:crypto';

/** Well-known crawlers, monitors and headless tools: not visitors. */
const BOT = /bot|crawl|spider|slurp|headless|lighthouse|pingdom|uptime|monitor|preview|facebookexternalhit|curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT.test(userAgent);

/**
 * A visitor id that changes every day and cannot be turned back into an IP or a user agent: SHA-256 of
 * the day's secret salt with the site, the IP and the user agent (one-shot `crypto.hash`, no Hash object).
 */
export function visitorId(salt: string, siteId: string, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\n${siteId}\n${ip}\n${userAgent}`, 'base64url').slice(0, 22);
}

/**
 * A function's answers for the inputs seen lately (at most `size`, then it starts over): a site's beacons
 * repeat the same few page and referrer URLs, and parsing a URL allocates more than the rest of a beacon.
 */
function remembered<T>(size: number, fn: (input: string) => T): (input: string) => T {
  let seen = new Map<string, T>();
  return (input) => {
    let answer = seen.get(input);
    if (answer === undefined) {
      answer = fn(input);
      if (seen.size >= size) seen = new Map();
      seen.set(input, answer);
    }
    return answer;
  };
}

/** The page's path only: no query strings (they can carry personal data), no fragments. */
export const pathOf = remembered(1000, (url: string): string | null => {
  try {
    const u = new URL(url);
    return (u.pathname || '/').slice(0, 512);
  } catch {
    return null;
  }
});

const hostOf = remembered(1000, (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().slice(0, 253) || null;
  } catch {
    return null;
  }
});

/** The referrer's host, unless it is the site itself (a visitor moving between its pages). */
export function referrerHost(referrer: string | undefined, site: string): string | null {
  if (!referrer) return null;
  const host = hostOf(referrer);
  return host && host !== site.toLowerCase() ? host : null;
}
