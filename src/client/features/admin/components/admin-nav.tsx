import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils';

const TABS = [
  { href: '/admin', label: 'Requests & Orders' },
  { href: '/admin/audit', label: 'Audit Log' },
];

/** The Admin Panel's screens; the current one is marked for screen readers too. */
export function AdminNav() {
  const [location] = useLocation();
  const current = location.split(/[?#]/)[0].replace(/\/+$/, '');
  return (
    <nav aria-label="Admin Panel" className="mb-6 flex gap-1 border-b border-border">
      {TABS.map((tab) => {
        const active = current === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={cn(
              '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'border-accent text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
