import { useAuth } from '@/features/auth/api/use-auth';
import { WelcomeBanner } from '../components/welcome-banner';

/** /dashboard — stats, orders, websites and reminders arrive in a later issue. Rendered inside RequireAuth. */
export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <WelcomeBanner user={user} />;
}
