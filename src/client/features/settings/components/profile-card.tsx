import { Info, UserRound } from 'lucide-react';
import type { User } from '@shared/auth';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { fullName, roleBadgeLabel } from '../lib/profile';
import { Avatar } from './avatar';

/** Profile Information: who is signed in; the fields are read-only here (SPEC section 6). */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card id="profile" className="scroll-mt-32 xl:scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-accent-soft" aria-hidden="true" />
          Profile Information
        </CardTitle>
        <CardDescription>Your name and e-mail as the studio knows them.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Avatar user={user} />
          <div className="max-w-full min-w-0">
            <p className="truncate text-lg font-semibold">{fullName(user)}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email ?? 'No e-mail address'}</p>
            <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="mt-2">
              {roleBadgeLabel(user.role)}
            </Badge>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-first-name" label="First Name" value={user.firstName ?? ''} disabled readOnly />
          <FormField id="profile-last-name" label="Last Name" value={user.lastName ?? ''} disabled readOnly />
          <div className="sm:col-span-2">
            <FormField id="profile-email" label="Email" type="email" value={user.email ?? ''} disabled readOnly />
          </div>
        </div>
        <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 p-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0 text-accent-soft" aria-hidden="true" />
          Profile information is managed through your account settings. Contact the studio if your name or e-mail needs to change.
        </p>
      </CardContent>
    </Card>
  );
}
