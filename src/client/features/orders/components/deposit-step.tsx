import { Link } from 'wouter';
import { ArrowRight, CircleCheck, Clock, CreditCard, Loader2 } from 'lucide-react';
import { orderStatusInfo, type ServiceOrder } from '@shared/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Payable, PaymentCheckout } from '@/features/billing/api/use-payment-checkout';
import { CardPaymentForm } from '@/features/billing/components/card-payment-form';
import { money } from '@/features/billing/lib/payment-display';
import { depositPayable } from '../lib/checkout';

/** The deposit is paid: the order is under way. */
function Paid({ order }: { order: ServiceOrder }) {
  return (
    <Card role="region" aria-labelledby="checkout-paid-title">
      <CardHeader className="items-start">
        <CircleCheck className="mb-1 size-10 text-green-400" aria-hidden="true" />
        <CardTitle id="checkout-paid-title">Your order is confirmed</CardTitle>
        <CardDescription>
          We received your deposit of {money(order.depositAmount)} for “{order.title}”. Your order is now at{' '}
          <strong className="text-foreground">{orderStatusInfo.requirements_gathering.label}</strong>: we will contact you within 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/dashboard">
            Go to Dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/orders">Order another service</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Pay later: the order exists and its deposit waits in Billing. */
function PayLater({ order, flow }: { order: ServiceOrder; flow: PaymentCheckout<Payable> }) {
  const payable = depositPayable(order);
  const starting = payable !== null && flow.startingId === payable.id;
  return (
    <Card role="region" aria-labelledby="checkout-later-title">
      <CardHeader className="items-start">
        <Clock className="mb-1 size-10 text-yellow-200" aria-hidden="true" />
        <CardTitle id="checkout-later-title">Order created</CardTitle>
        <CardDescription>
          Your order “{order.title}” has been created. The deposit of {money(order.depositAmount)} can be paid at any time from Billing; we start
          work as soon as it is paid.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/billing">
            Go to Billing
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {payable && (
          <Button variant="outline" disabled={starting} onClick={() => void flow.start(payable)}>
            {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
            Pay the deposit now
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The Payment step (DESIGN decisions): the order's 50% deposit paid with Billing's card form, or left for
 * later in Billing. A declined card keeps the form for another try; the flow fetches a fresh intent for it.
 */
export function DepositStep({ order, flow, paid }: { order: ServiceOrder; flow: PaymentCheckout<Payable>; paid: boolean }) {
  if (paid) return <Paid order={order} />;
  if (!flow.checkout) return <PayLater order={order} flow={flow} />;
  return (
    <Card role="region" aria-labelledby="checkout-pay-title">
      <CardHeader>
        <CardTitle id="checkout-pay-title">Pay the Deposit</CardTitle>
        <CardDescription>Your order is created. Pay the 50% deposit now to start the work, or pay later from Billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-surface-2 p-4">
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Deposit due now</p>
            <p className="font-medium break-words">50% deposit: {order.title}</p>
          </div>
          <p className="text-2xl font-bold tabular-nums">{money(order.depositAmount)}</p>
        </div>
        <CardPaymentForm checkout={flow.checkout} flow={flow} cancelLabel="Pay later" />
      </CardContent>
    </Card>
  );
}
