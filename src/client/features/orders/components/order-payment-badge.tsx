import { PaymentStatusBadge } from '@/features/billing/components/payment-status-badge';
import { orderPaymentLabel } from '../lib/order-display';

/** The deposit's status with the order labels of SPEC section 4 and Billing's colours. */
export function OrderPaymentBadge({ status, className }: { status: string; className?: string }) {
  return <PaymentStatusBadge status={status} label={orderPaymentLabel(status)} className={className} />;
}
