/** The Settings sidebar: one link per card, in page order. */
export const settingsSections = [
  { id: 'profile', label: 'Profile' },
  { id: 'security', label: 'Security' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'support', label: 'Support' },
] as const;

export type SettingsSectionId = (typeof settingsSections)[number]['id'];

/** The section a URL hash names ("#security"), else the first. */
export function sectionFromHash(hash: string): SettingsSectionId {
  const id = hash.replace(/^#/, '');
  return settingsSections.find((s) => s.id === id)?.id ?? 'profile';
}

/** Support & Help → Feature Request / Report Bug: a new change request of that type. */
export const newChangeRequestPath = (kind: 'feature' | 'bug') => `/change-requests?new=${kind}`;

/** The event the assistant chat widget listens for. */
export const OPEN_CHAT_EVENT = 'studio:open-chat';
