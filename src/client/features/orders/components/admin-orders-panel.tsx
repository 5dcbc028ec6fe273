import { useState } from 'react';
import { PackageOpen, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { useAdminOrders, type AdminOrder } from '../api/use-admin-orders';
import { clientName } from '../lib/order-display';
import { AdminOrderDialog } from './admin-order-dialog';
import { OrderItem } from './order-item';
import { EmptyState } from '@/components/ui/empty-state';

function ClientLine({ order }: { order: AdminOrder }) {
  const name = clientName(order.client);
  return (
    <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
      Client: <span className="text-foreground">{name}</span>
      {order.client.email && name !== order.client.email && <> · {order.client.email}</>}
    </p>
  );
}

/** Admin Panel: every client's service orders, each with an Update button opening the status modal. */
export function AdminOrdersPanel() {
  const orders = useAdminOrders();
  const [editing, setEditing] = useState<AdminOrder | null>(null);

  let body;
  if (orders.isLoading) body = <LoadingState label="Loading service orders..." className="min-h-32" />;
  else if (orders.isError || !orders.data) body = <LoadError message="We couldn't load the service orders. Please try again." onRetry={() => void orders.refetch()} />;
  else if (orders.data.length === 0)
    body = <EmptyState icon={PackageOpen} title="No service orders found" />;
  else
    body = (
      <ul aria-label="Service orders" className="grid gap-3">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderItem
              order={order}
              stepper={false}
              extra={<ClientLine order={order} />}
              actions={
                <Button variant="secondary" size="sm" aria-label={`Update ${order.title}`} onClick={() => setEditing(order)}>
                  <Pencil aria-hidden="true" />
                  Update
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <Card role="region" aria-labelledby="admin-orders-title">
      <CardHeader>
        <CardTitle id="admin-orders-title">Service Orders</CardTitle>
        <CardDescription>Every client's orders. Move an order through its stages; the client is notified.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <AdminOrderDialog order={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
