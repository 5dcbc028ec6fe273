import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CatalogueService } from '@shared/catalogue';
import { checkoutSchema, type CheckoutInput, type CheckoutParsed, type ServiceOrder } from '@shared/orders';
import { PageHeader } from '@/components/ui/page-header';
import { getApiErrorMessage, isUnauthorizedError, parseApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { usePaymentCheckout, type Payable } from '@/features/billing/api/use-payment-checkout';
import { SERVICE_ORDERS_QUERY_KEY } from '../api/keys';
import { useCreateOrder } from '../api/use-create-order';
import { checkoutDefaults, checkoutFieldErrors, checkoutTotals, depositPayable, orderTotals } from '../lib/checkout';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import { DepositStep } from './deposit-step';
import { RequirementsForm } from './requirements-form';

export const ORDER_FAILED_FALLBACK = 'Failed to create order';

/**
 * Checkout for one service (SPEC sections 2, 4, 5): the Requirements step creates the order, then the
 * Payment step takes its 50% deposit by card, or leaves it for later in Billing.
 */
export function CheckoutFlow({ service, email }: { service: CatalogueService; email: string | null }) {
  const create = useCreateOrder();
  const [order, setOrder] = useState<ServiceOrder | null>(null);
  const [paid, setPaid] = useState(false);
  const flow = usePaymentCheckout<Payable>({ refreshKeys: [SERVICE_ORDERS_QUERY_KEY], onPaid: () => setPaid(true) });
  const form = useForm<CheckoutInput, unknown, CheckoutParsed>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: checkoutDefaults(service.id, email),
  });
  const timeline = useWatch({ control: form.control, name: 'requirements.timeline' });
  // Once the order exists, its own (server-priced) figures are shown.
  const totals = order ? orderTotals(order, service.price) : checkoutTotals(service.price, timeline);

  // The step's content replaces the form: take focus along so keyboard and screen reader users follow.
  const stepRef = useRef<HTMLDivElement>(null);
  const orderId = order?.id;
  useEffect(() => {
    if (orderId) stepRef.current?.focus();
  }, [orderId]);

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: ({ order: created, clientSecret }) => {
        setOrder(created);
        const payable = depositPayable(created);
        if (payable) flow.resume(payable, clientSecret);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return notifyCallError(error, ORDER_FAILED_FALLBACK);
        for (const [field, message] of checkoutFieldErrors(parseApiError(error)?.errors ?? {})) form.setError(field, { message });
        toast({ variant: 'destructive', title: 'Order Failed', description: getApiErrorMessage(error, ORDER_FAILED_FALLBACK) });
      },
    });
  });

  return (
    <>
      <PageHeader title="Checkout" description={`Order ${service.name}`} />
      <CheckoutSteps current={order ? 'Payment' : 'Requirements'} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div ref={stepRef} tabIndex={-1} className="min-w-0 focus:outline-none lg:col-span-2">
          {order ? <DepositStep order={order} flow={flow} paid={paid} /> : <RequirementsForm form={form} onSubmit={() => void onSubmit()} pending={create.isPending} />}
        </div>
        <div className="min-w-0">
          <CheckoutSummary service={service} totals={totals} />
        </div>
      </div>
    </>
  );
}
