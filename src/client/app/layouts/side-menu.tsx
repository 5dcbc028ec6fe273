import { Link, useLocation } from 'wouter';
import { LogIn } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useAuth } from '@/features/auth/api/use-auth';
import { HOSTED_LOGIN_URL } from '@/features/auth/lib/session';
import { accountLinks, isActivePath, siteLinks, type NavLink } from './nav-links';
import { SIDE_MENU_ID } from './site-header';
import { WelcomeBack } from './welcome-back';

function MenuLinks({ links, location }: { links: NavLink[]; location: string }) {
  return (
    <ul className="grid gap-1">
      {links.map(({ href, label, icon: Icon }) => {
        const active = isActivePath(href, location);
        return (
          <li key={label}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active && 'bg-surface-3 text-foreground shadow-[inset_3px_0_0_var(--color-accent-soft)]',
              )}
            >
              <Icon className={cn('size-4', active && 'text-accent-soft')} aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function GroupTitle({ children, className }: { children: string; className?: string }) {
  return <p className={cn('px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground/80', className)}>{children}</p>;
}

/**
 * The side menu: a column on large screens, a drawer toggled from the header on small ones.
 * Signed in it lists the account screens; visitors get the site pages and a prominent Login link.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();

  return (
    <>
      {open && <div className="fixed inset-0 top-16 z-30 bg-black/60 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <aside
        id={SIDE_MENU_ID}
        aria-label="Side menu"
        className={cn(
          open ? 'fixed bottom-0 left-0 top-16 z-30 flex w-72 shadow-2xl' : 'hidden',
          'flex-col overflow-y-auto border-r border-border bg-surface p-4',
          'lg:sticky lg:top-16 lg:z-auto lg:flex lg:h-[calc(100vh-4rem)] lg:w-64 lg:shrink-0 lg:shadow-none',
        )}
      >
        {isLoading ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="h-9 animate-pulse rounded-md bg-surface-2" />
            ))}
          </div>
        ) : user ? (
          <nav aria-label="Account" className="grid gap-6">
            {/* The header leaves the greeting out below sm. */}
            <WelcomeBack email={user.email} wrap className="-mb-2 px-3 sm:hidden" />
            <div>
              <GroupTitle>Your account</GroupTitle>
              <MenuLinks links={accountLinks(user.role)} location={location} />
            </div>
            {/* The header's site links are hidden on small screens; offer them here instead. */}
            <div className="lg:hidden">
              <GroupTitle>Studio</GroupTitle>
              <MenuLinks links={siteLinks(true)} location={location} />
            </div>
          </nav>
        ) : (
          <nav aria-label="Site" className="grid gap-6">
            <MenuLinks links={siteLinks(false)} location={location} />
            <a
              href={HOSTED_LOGIN_URL}
              className="flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-4 py-2.5 text-sm font-semibold text-accent-foreground shadow-lg shadow-accent/20 transition-colors hover:bg-accent/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
            >
              <LogIn className="size-4" aria-hidden="true" />
              Login
            </a>
          </nav>
        )}
      </aside>
    </>
  );
}
