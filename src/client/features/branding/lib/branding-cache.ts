import type { PublicConfig } from '@shared/config';
import { EMBEDDED_CONFIG_ID } from '@shared/embedded-config';
import { readableForeground } from '@/lib/color';

/**
 * The last studio branding seen, so a reload paints the studio's own name and accent at once
 * instead of flashing the neutral defaults until GET /api/config answers.
 */
const CACHE_KEY = 'studio_config';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

/**
 * Whether a stored value has publicConfigSchema's shape (branding-cache.test.ts holds the two together).
 * Checked by hand: this runs in the page shell before the first render, where zod would add ~25 KB gzipped.
 */
export function isPublicConfig(value: unknown): value is PublicConfig {
  if (!isObject(value) || !isObject(value.studio) || !isObject(value.payments)) return false;
  const { studio, payments } = value;
  return (
    isText(studio.name) &&
    isTextOrNull(studio.logoUrl) &&
    isText(studio.accentColor) &&
    isText(studio.contactEmail) &&
    isTextOrNull(studio.contactPhone) &&
    isTextOrNull(studio.address) &&
    typeof value.oidcEnabled === 'boolean' &&
    isText(value.oidcName) &&
    (payments.processor === 'test' || payments.processor === 'stripe') &&
    isTextOrNull(payments.stripePublishableKey)
  );
}

/** The settings the server wrote into this page: as fresh as the page itself. */
export function readEmbeddedConfig(): PublicConfig | undefined {
  try {
    const text = globalThis.document?.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    return isPublicConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function readCachedConfig(): PublicConfig | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isPublicConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedConfig(config: PublicConfig): void {
  try {
    globalThis.localStorage?.setItem(CACHE_KEY, JSON.stringify(config));
  } catch {
    // Storage unavailable: the defaults flash briefly on the next load, nothing worse.
  }
}

/** Sets the accent CSS variables on <html>; ignores values that are not CSS colours. Returns whether it applied. */
export function applyAccent(accent: string | undefined): boolean {
  const value = accent?.trim();
  if (!value || typeof CSS === 'undefined' || !CSS.supports('color', value)) return false;
  const root = document.documentElement.style;
  // Unchanged values are not set again: a change to <html>'s variables restyles the whole page.
  if (root.getPropertyValue('--color-accent') === value) return true;
  root.setProperty('--color-accent', value);
  root.setProperty('--color-accent-foreground', readableForeground(value));
  return true;
}

/** Called once before the first render, with the page's settings or else the last ones seen. */
export function applyInitialBranding(config: PublicConfig | undefined): void {
  if (!config) return;
  applyAccent(config.studio.accentColor);
  if (config.studio.name.trim()) document.title = config.studio.name;
}
