import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { useServiceOrders } from '../api/use-service-orders';
import { MyOrders } from '../components/my-orders';
import { ServiceOrderCard } from '../components/service-order-card';
import { orderPageServices } from '../lib/order-services';

/** /orders (signed in): the three services with Order Now, then the client's own orders. */
export function OrdersPage() {
  useRecheckSessionOn401(useServiceOrders().error);
  return (
    <>
      <PageHeader title="Order Services" description="Pick a service, tell us about your project, and we start as soon as the deposit is in." />
      <section aria-label="Services" className="mb-8 grid gap-6 md:grid-cols-3">
        {orderPageServices().map((service) => (
          <ServiceOrderCard key={service.id} service={service} />
        ))}
      </section>
      <MyOrders />
    </>
  );
}
