import { z } from 'zod';

export interface Preferences {
  emailNotifications: boolean;
  paymentReminders: boolean;
  websiteAlerts: boolean;
  marketingUpdates: boolean;
  darkMode: true;
  animations: boolean;
}

/** SPEC section 2, Settings → Preferences: the defaults. Dark Mode is on and locked. */
export const defaultPreferences: Preferences = {
  emailNotifications: true,
  paymentReminders: true,
  websiteAlerts: true,
  marketingUpdates: false,
  darkMode: true,
  animations: true,
};

export const preferencesUpdateSchema = z
  .object({
    emailNotifications: z.boolean('Must be on or off'),
    paymentReminders: z.boolean('Must be on or off'),
    websiteAlerts: z.boolean('Must be on or off'),
    marketingUpdates: z.boolean('Must be on or off'),
    animations: z.boolean('Must be on or off'),
    darkMode: z.literal(true, 'Dark Mode is always on'),
  })
  .partial();

export function withDefaults(saved: Partial<Record<string, boolean>> | null | undefined): Preferences {
  return { ...defaultPreferences, ...(saved ?? {}), darkMode: true } as Preferences;
}
