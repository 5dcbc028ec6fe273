import { Link } from 'wouter';
import { ArrowRight, PackageOpen, ShoppingBag } from 'lucide-react';
import type { ServiceOrder } from '@shared/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrderItem } from '@/features/orders/components/order-item';
import { activeOrders } from '../lib/dashboard-stats';
import { EmptyState } from '@/components/ui/empty-state';
import { CardLoadState } from '@/components/ui/card-load-state';

/** SPEC section 2: the first 3 orders with their stage, progress, stepper, payment and dates; or the way to order. */
export function ActiveOrders({ orders, failed, onRetry }: { orders: ServiceOrder[] | undefined; failed: boolean; onRetry: () => void }) {
  const listed = orders ? activeOrders(orders) : [];
  return (
    <Card role="region" aria-labelledby="active-orders-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
        <CardTitle id="active-orders-title" className="flex items-center gap-2">
          <ShoppingBag className="size-5 text-accent-soft" aria-hidden="true" />
          Active Orders
        </CardTitle>
        {orders && orders.length > 0 && (
          <Button asChild variant="ghost" size="sm">
            <Link href="/orders">
              {orders.length > listed.length ? `View all ${orders.length} orders` : 'View orders'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {!orders ? (
          <CardLoadState what="orders" failed={failed} onRetry={onRetry} />
        ) : listed.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            titleAs="h3"
            title="No active orders"
            description="Order a website, a logo or custom software to get started."
            action={
              <Button asChild size="sm">
                <Link href="/orders">Order Services</Link>
              </Button>
            }
          />
        ) : (
          <ul aria-label="Active orders" className="grid gap-3">
            {listed.map((order) => (
              <li key={order.id}>
                <OrderItem order={order} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
