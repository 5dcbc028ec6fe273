import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from '@/lib/load-once';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the page's chunk (e.g. while the session is checked); safe to call repeatedly. */
  preload: () => Promise<unknown>;
};

/**
 * A route's page as its own chunk, fetched the first time the route renders. Pages are named exports,
 * so `name` picks the component from the module. scripts/audit-web.mjs reads these import() calls to
 * size each route's JavaScript.
 *
 * Once the chunk is in (preloaded: see `preloadRoute`), the page renders at once: React.lazy is handed a
 * thenable that answers synchronously, so there is no fallback commit and no second render.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = { default: module[name] as ComponentType };
      return module;
    }),
  );
  const Page = lazy(() => {
    const ready = loaded;
    if (ready) return { then: (resolve: (value: { default: ComponentType }) => void) => resolve(ready) } as Promise<{ default: ComponentType }>;
    return preload().then(() => loaded!);
  });
  return Object.assign(Page, { preload });
}
