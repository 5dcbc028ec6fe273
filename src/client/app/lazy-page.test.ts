import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const pageModule = { HelloPage: () => createElement('h1', null, 'Hello page') };
const inSuspense = (Page: ReturnType<typeof lazyPage>) => renderToString(createElement(Suspense, { fallback: 'Loading…' }, createElement(Page)));

describe('lazyPage', () => {
  it('shows the fallback while the chunk is not in', () => {
    const Page = lazyPage(() => new Promise<typeof pageModule>(() => undefined), 'HelloPage');
    expect(inSuspense(Page)).toContain('Loading…');
  });

  it('renders a preloaded page at once, without a fallback first, and fetches the chunk once', async () => {
    const load = vi.fn(async () => pageModule);
    const Page = lazyPage(load, 'HelloPage');
    await Page.preload();
    const html = inSuspense(Page);
    expect(html).toContain('Hello page');
    expect(html).not.toContain('Loading…');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(pageModule);
    const Page = lazyPage(load, 'HelloPage');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(inSuspense(Page)).toContain('Hello page');
  });
});
