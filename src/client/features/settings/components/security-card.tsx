import type * as React from 'react';
import { CalendarDays, LogOut, RefreshCw, Shield, UserCog } from 'lucide-react';
import type { User } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { logout } from '@/features/auth/lib/session';
import { accountTypeLabel, formatAccountDate } from '../lib/profile';
import { TwoFactorBlock } from './two-factor-block';

function StatusItem({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-surface-2/50 p-3">
      <span aria-hidden="true" className="mt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{term}</dt>
        <dd className="mt-0.5 text-sm font-medium">{children}</dd>
      </div>
    </div>
  );
}

/** Security Settings: two-factor authentication, account status and session management. */
export function SecurityCard({ user }: { user: User }) {
  return (
    <Card id="security" className="scroll-mt-32 xl:scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Shield className="size-5 text-accent-soft" aria-hidden="true" />
          Security Settings
        </CardTitle>
        <CardDescription>Keep your account safe and see its status.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TwoFactorBlock user={user} />

        <section aria-labelledby="account-status-title">
          <h3 id="account-status-title" className="font-semibold">
            Account Status
          </h3>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <StatusItem icon={<UserCog />} term="Account Type">
              {accountTypeLabel(user.role)}
            </StatusItem>
            <StatusItem icon={<CalendarDays />} term="Member Since">
              {formatAccountDate(user.createdAt)}
            </StatusItem>
            <StatusItem icon={<RefreshCw />} term="Last Updated">
              {formatAccountDate(user.updatedAt)}
            </StatusItem>
          </dl>
        </section>

        <section aria-labelledby="session-title" className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
          <div>
            <h3 id="session-title" className="font-semibold">
              Session Management
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">Sign out of the portal on this device.</p>
          </div>
          <Button variant="outline" onClick={logout}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </section>
      </CardContent>
    </Card>
  );
}
