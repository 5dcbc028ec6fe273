import type { User } from '@shared/auth';
import { Badge } from '@/components/ui/badge';

/** Top of the dashboard: the screen title and who is signed in. The 'Welcome back' greeting is in the header (or, on small screens, the menu drawer). */
export function WelcomeBanner({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="dashboard-title"
      className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border bg-gradient-to-br from-accent/25 via-surface to-surface p-6"
    >
      <div>
        <h1 id="dashboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Dashboard
        </h1>
        <p className="mt-1 text-muted-foreground">Your websites, orders and requests in one place.</p>
      </div>
      {/* A long address is cut short with an ellipsis (the whole of it in its title), never wider than the screen. */}
      <div className="flex max-w-full min-w-0 items-center gap-3 rounded-lg border border-border bg-surface-2/70 px-4 py-2">
        <span className="min-w-0 truncate text-sm" title={user.email ?? undefined}>
          {user.email ?? 'Signed in'}
        </span>
        <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="shrink-0">
          {user.role === 'admin' ? 'Administrator' : 'Client'}
        </Badge>
      </div>
    </section>
  );
}
