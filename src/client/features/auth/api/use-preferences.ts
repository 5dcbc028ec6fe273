import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@shared/preferences';
import { apiRequest } from '@/lib/api';
import { applyAnimationsPreference, cachedAnimationsOff } from '../lib/motion';
import '../styles/reduce-motion.css';

export const PREFERENCES_QUERY_KEY = ['/api/auth/preferences'] as const;

/** The switches one PUT may change (Dark Mode is locked on). */
export type PreferenceKey = Exclude<keyof Preferences, 'darkMode'>;

/** GET /api/auth/preferences: the signed-in user's saved switches (defaults filled in by the server). */
export function usePreferences(enabled = true) {
  return useQuery<Preferences>({ queryKey: PREFERENCES_QUERY_KEY, enabled });
}

/**
 * PUT /api/auth/preferences with the one switch changed. Optimistic: the switch moves at once and moves
 * back when the call fails (only that switch, so a quick second toggle is not undone with it).
 */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation<Preferences, Error, { key: PreferenceKey; value: boolean }, { previous: boolean | undefined }>({
    mutationFn: async ({ key, value }) => {
      const res = await apiRequest('PUT', PREFERENCES_QUERY_KEY[0], { [key]: value });
      return (await res.json()) as Preferences;
    },
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const current = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (current) queryClient.setQueryData<Preferences>(PREFERENCES_QUERY_KEY, { ...current, [key]: value });
      return { previous: current?.[key] };
    },
    onError: (_error, { key }, context) => {
      const current = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (current && context?.previous !== undefined) {
        queryClient.setQueryData<Preferences>(PREFERENCES_QUERY_KEY, { ...current, [key]: context.previous });
      }
    },
    onSuccess: (saved, { key }) => {
      // Take this switch from the answer; others may have a toggle of their own still in flight.
      const current = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      queryClient.setQueryData<Preferences>(PREFERENCES_QUERY_KEY, current ? { ...current, [key]: saved[key] } : saved);
    },
  });
}

/**
 * Honours the Animations switch across the app: signed in, the saved choice; signed out, animations on.
 * Called from useAuth, which every screen's header uses, so it needs no mounting of its own.
 */
export function useAnimationsPreference(signedIn: boolean, sessionKnown: boolean): void {
  const { data } = usePreferences(signedIn);
  const animations = signedIn ? (data?.animations ?? !cachedAnimationsOff()) : sessionKnown ? true : !cachedAnimationsOff();
  useEffect(() => {
    applyAnimationsPreference(animations);
  }, [animations]);
}
