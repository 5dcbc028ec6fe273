import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { seedSignedOutVisitor } from './features/auth/api/use-auth';
import { seedPublicConfig } from './features/branding/api/use-public-config';
import { applyInitialBranding, readCachedConfig, readEmbeddedConfig } from './features/branding/lib/branding-cache';
import { queryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const embedded = readEmbeddedConfig();
seedPublicConfig(queryClient, embedded);
seedSignedOutVisitor(queryClient);
applyInitialBranding(embedded ?? readCachedConfig());

/** The first render waits for the page's code (at most this long; then it shows the loading state). */
const FIRST_PAGE_WAIT_MS = 3000;

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (on a slow phone, a few hundred milliseconds); its commit stays one step.
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
void Promise.race([preloadRoute(window.location.pathname), new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])
  .catch(() => undefined)
  .then(render);
