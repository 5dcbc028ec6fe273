import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the page's chunk (e.g. while the session is checked); safe to call repeatedly. */
  preload: () => Promise<unknown>;
};

/**
 * A route's page as its own chunk, fetched the first time the route renders. Pages are named exports,
 * so `name` picks the component from the module. scripts/audit-web.mjs reads these import() calls to
 * size each route's JavaScript.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let pending: Promise<M> | undefined;
  const preload = () => (pending ??= load().catch((error: unknown) => {
    // A failed fetch (offline, a deploy replaced the chunk) may be retried on the next render.
    pending = undefined;
    throw error;
  }));
  const Page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(Page, { preload });
}
