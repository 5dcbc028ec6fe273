import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { useToast, type ToastData } from '@/lib/use-toast';
import { TOAST_BASE, TOAST_DESCRIPTION, TOAST_TITLE, TOAST_VARIANTS, TOAST_VIEWPORT } from './toast-styles';

/**
 * The toaster (Radix Toast and its layers, about 10 KB gzip) is its own chunk: no page needs it before its
 * first paint. It is fetched at the visitor's first interaction, so the first toast shows at once.
 */
const loadToaster = loadOnce(() => import('./toaster'));
const Toaster = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await loadToaster()).Toaster };
  } catch {
    // Offline, or a deploy replaced the chunk: the app goes on without toasts rather than failing.
    return { default: () => null };
  }
});

/**
 * The open toasts as plain, same-looking markup, for the moment the toaster's chunk takes to arrive: a
 * toast raised on the first render (e.g. 'Unauthorized' before a redirect) is seen at once.
 */
function PendingToasts({ toasts }: { toasts: ToastData[] }) {
  return (
    <ol className={TOAST_VIEWPORT} aria-label="Notifications">
      {toasts
        .filter((t) => t.open !== false)
        .map((t) => (
          <li key={t.id} role={t.variant === 'destructive' ? 'alert' : 'status'} className={`${TOAST_BASE} ${TOAST_VARIANTS[t.variant ?? 'default']}`}>
            <div className="grid gap-1">
              {t.title && <div className={TOAST_TITLE}>{t.title}</div>}
              {t.description && <div className={TOAST_DESCRIPTION}>{t.description}</div>}
            </div>
            {t.action}
          </li>
        ))}
    </ol>
  );
}

const WARM_ON = ['pointerdown', 'keydown', 'focusin'] as const;

/** Mounted once near the app root: renders the toasts queued through `toast()`, from the first one on. */
export function ToastHost() {
  const { toasts } = useToast();
  const shown = useRef(false);
  if (toasts.length > 0) shown.current = true;

  useEffect(() => {
    const warm = () => {
      for (const type of WARM_ON) window.removeEventListener(type, warm, true);
      void loadToaster().catch(() => {});
    };
    for (const type of WARM_ON) window.addEventListener(type, warm, { capture: true, passive: true });
    return () => {
      for (const type of WARM_ON) window.removeEventListener(type, warm, true);
    };
  }, []);

  if (!shown.current) return null;
  return (
    <Suspense fallback={<PendingToasts toasts={toasts} />}>
      <Toaster />
    </Suspense>
  );
}
