import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyCachedBranding } from './features/branding/lib/branding-cache';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

applyCachedBranding();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
