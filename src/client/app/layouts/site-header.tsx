import { Fragment, lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { LogOut, Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useAuth } from '@/features/auth/api/use-auth';
import { logout } from '@/features/auth/lib/session';
import { StudioLogo } from '@/features/branding/components/studio-logo';
import { isActivePath, siteLinks } from './nav-links';
import { WelcomeBack } from './welcome-back';

export const SIDE_MENU_ID = 'side-menu';

// Only signed-in users see the bell: its dialog code stays out of the first load of the public pages.
const NotificationsBell = lazy(() =>
  import('@/features/notifications/components/notifications-bell').then((module) => ({ default: module.NotificationsBell })),
);

/** Top header on every page: logo, site links, and the account actions. */
export function SiteHeader({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-4 lg:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="size-11 shrink-0 lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={onToggleMenu}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <Link href="/" className="flex min-h-11 min-w-0 items-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <StudioLogo hideNameOnSmall />
        </Link>

        <nav aria-label="Main" className="ml-2 hidden shrink-0 items-center lg:flex xl:ml-6 xl:gap-1">
          {siteLinks(Boolean(user)).map((link) => {
            const active = isActivePath(link.href, location);
            return (
              <Link
                key={link.label}
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium text-muted-foreground xl:px-3 transition-colors hover:bg-surface-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active && 'text-foreground',
                )}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-2">
          {isLoading ? (
            <span className="h-9 w-32 animate-pulse rounded-md bg-surface-2" aria-hidden="true" />
          ) : user ? (
            // Distinct keys: React must not morph the accent Log In link into the Dashboard link (a visible colour fade).
            <Fragment key="signed-in">
              {/* Below sm the greeting is at the top of the side menu's drawer instead of cut short here. */}
              <WelcomeBack email={user.email} className="hidden sm:block" />
              <Suspense fallback={<span className="size-11 shrink-0" aria-hidden="true" />}>
                <NotificationsBell />
              </Suspense>
              <Button asChild variant="outline" size="sm" className="hidden h-11 md:inline-flex">
                <Link href="/dashboard">Dashboard</Link>
              </Button>
              <Button variant="ghost" size="sm" className="h-11" onClick={logout}>
                <LogOut aria-hidden="true" />
                <span>Log Out</span>
              </Button>
            </Fragment>
          ) : (
            <Fragment key="signed-out">
              <Button asChild variant="outline" size="sm" className="h-11">
                <Link href="/signup">Sign Up</Link>
              </Button>
              <Button asChild size="sm" className="h-11">
                <Link href="/login">Log In</Link>
              </Button>
            </Fragment>
          )}
        </div>
      </div>
    </header>
  );
}
