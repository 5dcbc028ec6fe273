import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { usePaymentCheckout } from '../api/use-payment-checkout';
import { usePaymentReturn } from '../api/use-payment-return';
import { usePayments } from '../api/use-payments';
import { AccountBalancePanel } from '../components/account-balance-panel';
import { BillingStats } from '../components/billing-stats';
import { CompletePaymentDialog } from '../components/complete-payment-dialog';
import { OutstandingPayments } from '../components/outstanding-payments';
import { PaymentHistory } from '../components/payment-history';
import { PaymentMethodsPanel } from '../components/payment-methods-panel';
import { UpcomingPaymentsPanel } from '../components/upcoming-payments-panel';
import { billingSummary, outstandingPayments, paymentHistory, upcomingPayments } from '../lib/billing-summary';

const TITLE = 'Billing and Payments';

/** /billing: figures, outstanding payments with Pay Now, saved cards, upcoming payments, balance and history. */
export function BillingPage() {
  const payments = usePayments();
  useRecheckSessionOn401(payments.error);
  usePaymentReturn();
  const flow = usePaymentCheckout();

  if (payments.isLoading) return <LoadingState label="Loading billing information..." />;
  if (payments.isError || !payments.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadError message="We couldn't load your payments. Please try again." onRetry={() => void payments.refetch()} />
      </>
    );
  }

  const now = new Date();
  const list = payments.data;
  const summary = billingSummary(list, now);
  const pay = { onPay: (payment: (typeof list)[number]) => void flow.start(payment), startingId: flow.startingId };

  return (
    <>
      <PageHeader title={TITLE} description="Pay your hosting, domain and service payments and manage your saved cards." />
      <BillingStats summary={summary} now={now} />
      {/* One column on small screens (outstanding, the panels, then the long history); on large ones the panels sit beside both lists. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-span-2">
          <OutstandingPayments payments={outstandingPayments(list)} now={now} {...pay} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <PaymentMethodsPanel />
          <UpcomingPaymentsPanel payments={upcomingPayments(list, now)} now={now} />
          <AccountBalancePanel summary={summary} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <PaymentHistory payments={paymentHistory(list)} {...pay} />
        </div>
      </div>
      <CompletePaymentDialog flow={flow} />
    </>
  );
}
