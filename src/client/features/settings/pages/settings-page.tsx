import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/features/auth/api/use-auth';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';
import { SettingsSidebar } from '../components/settings-sidebar';
import { SupportCard } from '../components/support-card';

/** /settings (signed in): profile, security, preferences and support, with a sidebar of sections. */
export function SettingsPage() {
  // RequireAuth renders this page only once the user is known.
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Settings" description="Manage your profile, security and preferences." />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-8">
        <SettingsSidebar />
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <ProfileCard user={user} />
          <SecurityCard user={user} />
          <PreferencesCard />
          <SupportCard />
        </div>
      </div>
    </div>
  );
}
