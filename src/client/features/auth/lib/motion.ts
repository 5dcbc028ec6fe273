/** The class on <html> that turns motion off (styles/reduce-motion.css). */
export const REDUCE_MOTION_CLASS = 'reduce-motion';
/** The last choice seen, so a reload does not animate before the preferences have loaded. */
export const MOTION_CACHE_KEY = 'reduce_motion';

interface ClassTarget {
  classList: { toggle(token: string, force?: boolean): boolean };
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Animations on or off for the whole app; remembered for the next load. */
export function applyAnimationsPreference(animations: boolean, root: ClassTarget | null = globalThis.document?.documentElement ?? null): void {
  root?.classList.toggle(REDUCE_MOTION_CLASS, !animations);
  try {
    if (animations) storage()?.removeItem(MOTION_CACHE_KEY);
    else storage()?.setItem(MOTION_CACHE_KEY, '1');
  } catch {
    // Storage unavailable: the preference still applies once it has loaded.
  }
}

/** Whether the last signed-in user here had animations off. */
export function cachedAnimationsOff(): boolean {
  try {
    return storage()?.getItem(MOTION_CACHE_KEY) === '1';
  } catch {
    return false;
  }
}
