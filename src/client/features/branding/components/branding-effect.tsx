import { useEffect } from 'react';
import { usePublicConfig, useStudioName } from '../api/use-public-config';
import { applyAccent, writeCachedConfig } from '../lib/branding-cache';

/** Applies the studio's accent colour (as CSS variables) and name (as the document title). */
export function BrandingEffect() {
  const { data, isPlaceholderData } = usePublicConfig();
  const studioName = useStudioName();
  const accent = data?.studio.accentColor;

  useEffect(() => {
    if (data && !isPlaceholderData) writeCachedConfig(data);
  }, [data, isPlaceholderData]);

  useEffect(() => {
    applyAccent(accent);
  }, [accent]);

  useEffect(() => {
    document.title = studioName;
  }, [studioName]);

  return null;
}
