import { Link } from 'wouter';
import { CreditCard, PackageOpen } from 'lucide-react';
import type { ServiceOrder } from '@shared/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { useServiceOrders } from '../api/use-service-orders';
import { OrderItem } from './order-item';
import { EmptyState } from '@/components/ui/empty-state';

/** A deposit not paid yet is paid from Billing, like any other payment. */
function PayDepositLink({ order }: { order: ServiceOrder }) {
  if (order.status !== 'pending' || order.paymentStatus === 'paid' || !order.depositPaymentId) return null;
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href="/billing" aria-label={`Pay the deposit for ${order.title} in Billing`}>
        <CreditCard aria-hidden="true" />
        Pay deposit in Billing
      </Link>
    </Button>
  );
}

/** Order Services' 'Your Orders': every order of the client with its stage and payment. */
export function MyOrders() {
  const orders = useServiceOrders();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Orders</CardTitle>
        <CardDescription>Where each of your projects stands.</CardDescription>
      </CardHeader>
      <CardContent>
        {orders.isLoading ? (
          <LoadingState label="Loading your orders..." className="min-h-32" />
        ) : orders.isError || !orders.data ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>Your orders could not be loaded.</span>
            <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : orders.data.length === 0 ? (
          <EmptyState icon={PackageOpen} title="No orders yet" description="Choose a service above to start your first project." />
        ) : (
          <ul aria-label="Your orders" className="grid gap-3">
            {orders.data.map((order) => (
              <li key={order.id}>
                <OrderItem order={order} actions={<PayDepositLink order={order} />} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
