import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { paymentStatusTone } from '@/features/billing/lib/payment-display';
import { orderPaymentLabel } from '../lib/order-display';

/** The deposit's status with the order labels of SPEC section 4 and Billing's colours. */
export function OrderPaymentBadge({ status, className }: { status: string; className?: string }) {
  const tone = paymentStatusTone(status);
  return (
    <Badge
      variant={tone === 'overdue' ? 'destructive' : tone}
      data-tone={tone}
      className={cn('shrink-0', tone === 'overdue' && 'border-red-700/60 bg-red-950 text-red-200', className)}
    >
      {orderPaymentLabel(status)}
    </Badge>
  );
}
