import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { statusLabel } from '@/features/websites/lib/website-display';
import { paymentStatusTone } from '../lib/payment-display';

/**
 * Pending yellow, paid green, failed red, overdue dark red, anything else grey (SPEC section 4); the text
 * is the status's label unless a screen gives its own (an order's deposit).
 */
export function PaymentStatusBadge({ status, label = statusLabel(status), className }: { status: string; label?: string; className?: string }) {
  const tone = paymentStatusTone(status);
  return (
    <Badge
      variant={tone === 'overdue' ? 'destructive' : tone}
      data-tone={tone}
      className={cn('shrink-0', tone === 'overdue' && 'border-red-700/60 bg-red-950 text-red-200', className)}
    >
      {label}
    </Badge>
  );
}
