/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The tracker a client pastes into their website: the portal serves /js/track.js from its own origin
 * and counts page views for the website whose domain is data-site.
 */
export function trackingSnippet(domain: string, portalOrigin: string): string {
  const origin = portalOrigin.replace(/\/+$/, '');
  return `<script defer data-site="${attribute(domain.trim())}" src="${attribute(origin)}/js/track.js"></script>`;
}
