import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { useAuth } from '@/features/auth/api/use-auth';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { usePayments } from '@/features/billing/api/use-payments';
import { useChangeRequests } from '@/features/change-requests/api/use-change-requests';
import { useServiceOrders } from '@/features/orders/api/use-service-orders';
import { useWebsites } from '@/features/websites/api/use-websites';
import { useUptimeAverage } from '../api/use-uptime-average';
import { ActiveOrders } from '../components/active-orders';
import { DashboardStats } from '../components/dashboard-stats';
import { DashboardWebsites } from '../components/dashboard-websites';
import { PaymentReminders } from '../components/payment-reminders';
import { QuickActions } from '../components/quick-actions';
import { WelcomeBanner } from '../components/welcome-banner';
import { pendingRequestCount } from '../lib/dashboard-stats';

/** /dashboard: banner, stats, active orders, websites, payment reminders and quick actions. Inside RequireAuth. */
export function DashboardPage() {
  const { user } = useAuth();
  const websites = useWebsites();
  const payments = usePayments();
  // Orders and change requests fill their own cards as they arrive; they do not hold the dashboard back.
  const orders = useServiceOrders();
  const changeRequests = useChangeRequests();
  // Each website's last 30 days, averaged into Uptime Average; the card fills in when they arrive.
  const uptime = useUptimeAverage(websites.data ?? []);
  useRecheckSessionOn401(websites.error ?? payments.error ?? orders.error ?? changeRequests.error ?? uptime.error);
  if (!user) return null;
  if (websites.isLoading || payments.isLoading || orders.isLoading || changeRequests.isLoading) return <LoadingState label="Loading your dashboard..." />;

  return (
    <>
      <WelcomeBanner user={user} />
      {websites.data ? (
        <>
          <DashboardStats websites={websites.data} payments={payments.data} pendingRequests={changeRequests.data ? pendingRequestCount(changeRequests.data) : undefined} uptime={uptime} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
              <ActiveOrders orders={orders.data} failed={orders.isError} onRetry={() => void orders.refetch()} />
              <DashboardWebsites websites={websites.data} />
            </div>
            <div className="grid min-w-0 grid-cols-1 content-start gap-6">
              <PaymentReminders payments={payments.data} now={new Date()} failed={payments.isError} onRetry={() => void payments.refetch()} />
              <QuickActions websites={websites.data} />
            </div>
          </div>
        </>
      ) : (
        <LoadError message="We couldn't load your websites. Please try again." onRetry={() => void websites.refetch()} />
      )}
    </>
  );
}
