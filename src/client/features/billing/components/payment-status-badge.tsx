import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { statusLabel } from '@/features/websites/lib/website-display';
import { paymentStatusTone } from '../lib/payment-display';

/** Pending yellow, paid green, failed red, overdue dark red, anything else grey (SPEC section 4). */
export function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = paymentStatusTone(status);
  return (
    <Badge
      variant={tone === 'overdue' ? 'destructive' : tone}
      data-tone={tone}
      className={cn('shrink-0', tone === 'overdue' && 'border-red-700/60 bg-red-950 text-red-200', className)}
    >
      {statusLabel(status)}
    </Badge>
  );
}
