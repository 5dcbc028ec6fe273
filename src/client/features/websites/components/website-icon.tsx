import { Briefcase, Globe, Store } from 'lucide-react';
import { websiteIconKind } from '@shared/websites';
import { cn } from '@/lib/utils';

const ICONS = { store: Store, briefcase: Briefcase, globe: Globe } as const;

/** The card's icon by domain: a store, a briefcase or a globe (decorative). */
export function WebsiteIcon({ domain, className }: { domain: string; className?: string }) {
  const kind = websiteIconKind(domain);
  const Icon = ICONS[kind];
  return (
    <div aria-hidden="true" data-icon={kind} className={cn('shrink-0 rounded-lg bg-accent/15 p-2.5 text-accent-soft', className)}>
      <Icon className="size-5" />
    </div>
  );
}
