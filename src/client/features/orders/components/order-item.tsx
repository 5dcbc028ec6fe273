import { useId, type ReactNode } from 'react';
import type { ServiceOrder } from '@shared/orders';
import { money } from '@/features/billing/lib/payment-display';
import { formatDate } from '@/features/websites/lib/website-display';
import { serviceName } from '../lib/order-display';
import { OrderPaymentBadge } from './order-payment-badge';
import { OrderStatusProgress, OrderStepper } from './order-progress';
import { FigureList } from '@/components/ui/figure-list';

/**
 * One order (SPEC section 2, Active Orders): title, service type, price, status with progress bar and stepper,
 * payment status, creation date and the estimated delivery when there is one. `extra` adds lines (e.g. the client),
 * `actions` buttons beside the figures.
 */
export function OrderItem({
  order,
  extra,
  actions,
  stepper = true,
}: {
  order: ServiceOrder;
  extra?: ReactNode;
  actions?: ReactNode;
  /** The six-stage stepper; the admin's long list leaves it out. */
  stepper?: boolean;
}) {
  const titleId = useId();
  const figures: Array<[string, ReactNode]> = [
    ['Payment', <OrderPaymentBadge key="payment" status={order.paymentStatus} />],
    ['Created', formatDate(order.createdAt, 'Unknown')],
    ...(order.estimatedDelivery ? ([['Estimated Delivery', formatDate(order.estimatedDelivery, 'Not set')]] as Array<[string, ReactNode]>) : []),
  ];
  return (
    <article aria-labelledby={titleId} className="@container grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-border bg-surface-2/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words">
            {order.title}
          </h3>
          <p className="text-sm text-muted-foreground">{serviceName(order.serviceType)}</p>
          {extra}
        </div>
        <p className="text-lg font-bold tabular-nums">{money(order.price)}</p>
      </div>
      <OrderStatusProgress status={order.status} title={order.title} />
      {stepper && <OrderStepper status={order.status} title={order.title} />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FigureList figures={figures} truncate={false} className="flex flex-wrap gap-x-6 gap-y-2" />
        {actions}
      </div>
    </article>
  );
}
