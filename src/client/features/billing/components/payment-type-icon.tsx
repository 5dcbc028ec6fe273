import { FilePen, Globe, Receipt, Server, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<string, LucideIcon> = { hosting: Server, domain: Globe, change_request: FilePen, other: Receipt };

/** Each payment type has its own icon (decorative; the type is also written out). */
export function PaymentTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? Receipt;
  const kind = Object.hasOwn(ICONS, type) ? type : 'other';
  return (
    <div aria-hidden="true" data-icon={kind} className={cn('shrink-0 rounded-lg bg-accent/15 p-2.5 text-accent-soft', className)}>
      <Icon className="size-5" />
    </div>
  );
}
