import { PageHeader } from '@/components/ui/page-header';

/** /settings — profile, security and preferences arrive in a later issue. */
export function SettingsPage() {
  return <PageHeader title="Settings" />;
}
