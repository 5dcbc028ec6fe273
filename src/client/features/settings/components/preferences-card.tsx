import type * as React from 'react';
import { Bell, Lock, Monitor, SlidersHorizontal } from 'lucide-react';
import { defaultPreferences, type Preferences } from '@shared/preferences';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePreferences, useUpdatePreference, type PreferenceKey } from '@/features/auth/api/use-preferences';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { SwitchRow } from './switch';

const notificationSwitches: Array<{ key: PreferenceKey; label: string; description: string }> = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Updates about your orders, requests and account by e-mail.' },
  { key: 'paymentReminders', label: 'Payment Reminders', description: 'A reminder before hosting and domain payments are due.' },
  { key: 'websiteAlerts', label: 'Website Alerts', description: 'Word when one of your websites goes down or comes back up.' },
  { key: 'marketingUpdates', label: 'Marketing Updates', description: 'News about new services and offers from the studio.' },
];

function Group({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-muted-foreground [&_svg]:size-4">
        {icon}
        {title}
      </h3>
      <div className="mt-1 divide-y divide-border">{children}</div>
    </section>
  );
}

/** Preferences: notification and display switches, saved as they are toggled. */
export function PreferencesCard() {
  const preferences = usePreferences();
  const update = useUpdatePreference();
  // Until the saved switches arrive, the defaults are shown but cannot be toggled.
  const values: Preferences = preferences.data ?? defaultPreferences;
  const ready = Boolean(preferences.data);

  const toggle = (key: PreferenceKey, value: boolean) => {
    update.mutate(
      { key, value },
      { onError: (error) => notifyCallError(error, 'Failed to save your preferences. Please try again.') },
    );
  };

  return (
    <Card id="preferences" className="scroll-mt-32 xl:scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal className="size-5 text-accent-soft" aria-hidden="true" />
          Preferences
        </CardTitle>
        <CardDescription>Choose what we tell you about and how the portal looks. Changes are saved at once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {preferences.isError && (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-400/30 bg-red-500/10 p-3 text-sm">
            <p>Your saved preferences could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
              Try again
            </Button>
          </div>
        )}
        <Group icon={<Bell aria-hidden="true" />} title="Notifications">
          {notificationSwitches.map(({ key, label, description }) => (
            <SwitchRow key={key} id={`pref-${key}`} label={label} description={description} checked={values[key]} disabled={!ready} onCheckedChange={(v) => toggle(key, v)} />
          ))}
        </Group>
        <Group icon={<Monitor aria-hidden="true" />} title="Display">
          <SwitchRow
            id="pref-darkMode"
            label="Dark Mode"
            description="The portal's dark theme is always on."
            checked
            disabled
            onCheckedChange={() => undefined}
            badge={
              <Badge variant="secondary" className="gap-1 font-medium">
                <Lock className="size-3" aria-hidden="true" />
                Locked
              </Badge>
            }
          />
          <SwitchRow
            id="pref-animations"
            label="Animations"
            description="Transitions and animated effects across the portal. Off reduces motion everywhere."
            checked={values.animations}
            disabled={!ready}
            onCheckedChange={(v) => toggle('animations', v)}
          />
        </Group>
      </CardContent>
    </Card>
  );
}
