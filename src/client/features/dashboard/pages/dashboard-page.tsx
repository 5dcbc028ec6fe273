import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { useAuth } from '@/features/auth/api/use-auth';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { useWebsites } from '@/features/websites/api/use-websites';
import { DashboardStats } from '../components/dashboard-stats';
import { DashboardWebsites } from '../components/dashboard-websites';
import { QuickActions } from '../components/quick-actions';
import { WelcomeBanner } from '../components/welcome-banner';

/** /dashboard: banner, stats, websites and quick actions (orders and reminders arrive later). Inside RequireAuth. */
export function DashboardPage() {
  const { user } = useAuth();
  const websites = useWebsites();
  useRecheckSessionOn401(websites.error);
  if (!user) return null;
  if (websites.isLoading) return <LoadingState label="Loading your dashboard..." />;

  return (
    <>
      <WelcomeBanner user={user} />
      {websites.data ? (
        <>
          <DashboardStats websites={websites.data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <DashboardWebsites websites={websites.data} />
            </div>
            <div className="lg:self-start">
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
