import fs from 'node:fs';
import path from 'node:path';
import type { PublicConfig } from '../../shared/config';
import { EMBEDDED_CONFIG_ID, SESSION_HINT_META } from '../../shared/embedded-config';

/** What the client build's .vite/route-preloads.json says a route needs for its first paint (see vite.config.ts). */
type RoutePreloads = Record<string, { js?: unknown; css?: unknown }>;

const SHARE_IMAGE = /(<meta (?:property="og:image"|name="twitter:image") content=")\//g;
// Only the build's own asset URLs are written into the page.
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;
// JSON inside <script> must not be able to close the element or open a comment.
const HTML_UNSAFE = /[<>&\u2028\u2029]/g;

const urls = (list: unknown): string[] => (Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && ASSET_URL.test(u)) : []);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The SPA's index.html as served for a route:
 * - share-image URLs made absolute for link previews;
 * - the studio's public settings (GET /api/config's answer) as a JSON block, so the first paint carries
 *   the studio's name and colours without waiting for a request (CSP: JSON is data, never run);
 * - when the request carried no session cookie, a hint saying so (the client then skips asking for the
 *   current user unless it holds a token);
 * - the route's page chunks announced with <link rel="modulepreload"> (their CSS as stylesheets), so the
 *   browser fetches them alongside the entry instead of after it has run.
 * Both files are read on each page request, so a new build is served without a restart; a build without
 * the preloads file is served without preloads.
 */
export async function spaPage(
  clientDir: string,
  routePath: string,
  page: { origin: string; publicConfig: PublicConfig; withoutSession: boolean },
): Promise<string> {
  const [html, preloadsJson] = await Promise.all([
    fs.promises.readFile(path.join(clientDir, 'index.html'), 'utf8'),
    fs.promises.readFile(path.join(clientDir, '.vite', 'route-preloads.json'), 'utf8').catch(() => null),
  ]);
  const withOrigin = html.replace(SHARE_IMAGE, (_m, head: string) => `${head}${page.origin}/`);
  if (!withOrigin.includes('</head>')) return withOrigin;
  const preloads = preloadsJson ? readPreloads(preloadsJson) : {};
  const route = Object.hasOwn(preloads, routePath) ? preloads[routePath] : undefined;
  const tags = [
    `<script type="application/json" id="${EMBEDDED_CONFIG_ID}">${scriptJson(page.publicConfig)}</script>`,
    ...(page.withoutSession ? [`<meta name="${SESSION_HINT_META}" content="none">`] : []),
    ...urls(route?.css).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...urls(route?.js).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  // A function, not a string: `$&` or `$'` in the settings must stay text.
  return withOrigin.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

function readPreloads(json: string): RoutePreloads {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as RoutePreloads) : {};
  } catch {
    return {};
  }
}
