import { useSyncExternalStore } from 'react';
import { REDUCE_MOTION_CLASS } from '@/features/auth/lib/motion';

const QUERY = '(prefers-reduced-motion: reduce)';

function snapshot(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(QUERY).matches === true || document.documentElement.classList.contains(REDUCE_MOTION_CLASS);
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  // The signed-in user's Animations switch toggles a class on <html>.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    media?.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** Whether motion should stay still: the system's reduced-motion setting, or the portal's Animations switch off. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
