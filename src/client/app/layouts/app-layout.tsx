import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { useAuth } from '@/features/auth/api/use-auth';
import { SideMenu } from './side-menu';
import { SiteHeader } from './site-header';

// Signed-in users only: visitors never download the assistant.
const ChatWidget = lazy(() => import('@/features/assistant/components/chat-widget').then((module) => ({ default: module.ChatWidget })));

/**
 * Header on top, side menu on the left (a drawer on small screens), the screen in <main>; for a signed-in
 * user the floating AI assistant on every screen.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const { user } = useAuth();

  // Close the drawer whenever the route changes (a menu link was followed).
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    setLastLocation(location);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground"
      >
        Skip to content
      </a>
      <SiteHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="flex flex-1">
        <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        <main id="main-content" tabIndex={-1} className={cn('min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8', user && 'pb-24')}>
          {children}
        </main>
      </div>
      {user && (
        <Suspense fallback={null}>
          <ChatWidget key={user.id} />
        </Suspense>
      )}
    </div>
  );
}
