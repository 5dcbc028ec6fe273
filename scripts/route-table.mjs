// The client's route table (src/client/app/router.tsx) joined with Vite's build manifest: which chunks each
// route needs for its first paint. Used by scripts/audit-web.mjs (bundle budgets) and by the Vite plugin in
// vite.config.ts that writes dist/client/.vite/route-preloads.json, from which the server adds each route's
// <link rel="modulepreload"> tags to the page it serves.

/**
 * Route path → the manifest key of its lazy page module (null when the page is in the entry), in the
 * order of the table. Throws when the router or the manifest does not have the expected shape.
 */
export function readRouteTable(routerSource, manifest) {
  const lazyModules = new Map();
  for (const match of routerSource.matchAll(/const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    lazyModules.set(match[1], manifestKeyOf(manifest, match[2]));
  }
  const routes = [...routerSource.matchAll(/\{\s*path:\s*['"]([^'"]+)['"],\s*page:\s*(\w+)/g)].map((m) => ({
    path: m[1],
    page: m[2],
    pageKey: lazyModules.get(m[2]) ?? null,
  }));
  if (routes.length === 0) throw new Error(`no routes found in the router (expected "{ path: '/x', page: XPage ... }" entries).`);
  if (!routes.some((r) => r.path === '/')) throw new Error('the router has no "/" route.');
  return { routes, lazyModules };
}

function manifestKeyOf(manifest, specifier) {
  if (!specifier.startsWith('@/')) throw new Error(`cannot resolve ${specifier}: lazy pages are imported through the "@/" alias.`);
  const base = specifier.slice(2);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (manifest[candidate]) return candidate;
  }
  throw new Error(`${specifier} is not in the build manifest: rebuild with \`npx vite build\` after changing the router.`);
}

/** The chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest entry ${key} is missing.`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export const entryKeyOf = (manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry chunk.');
  return key;
};

/**
 * Route path → the files (root-relative URLs) its first paint needs beyond the entry and its static
 * imports, which index.html loads already: the page chunk, its static imports, and their CSS.
 */
export function routePreloads(routerSource, manifest) {
  const shell = staticClosure(manifest, entryKeyOf(manifest));
  const shellCss = new Set([...shell].flatMap((key) => manifest[key].css ?? []));
  const preloads = {};
  for (const route of readRouteTable(routerSource, manifest).routes) {
    if (!route.pageKey) continue;
    const keys = [...staticClosure(manifest, route.pageKey)].filter((key) => !shell.has(key));
    const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].filter((file) => !shellCss.has(file));
    preloads[route.path] = { js: keys.map((key) => `/${manifest[key].file}`), css: css.map((file) => `/${file}`) };
  }
  return preloads;
}
