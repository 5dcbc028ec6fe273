/** The portal screens an answer may name; each becomes an in-app link. */
export const PORTAL_PATHS = ['/billing', '/websites', '/analytics', '/change-requests', '/orders', '/settings', '/dashboard'] as const;

export type PortalPath = (typeof PORTAL_PATHS)[number];
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: PortalPath };

/**
 * A path stands alone: not inside a URL or a longer path (nothing like a letter, digit, '/', '.' or '-'
 * right before it; nothing like a letter, digit, '/' or '-' right after it).
 */
const PATTERN = new RegExp(`(?<![\\w/.-])(${PORTAL_PATHS.map((p) => p.replace('-', '\\-')).join('|')})(?![\\w/-])`, 'g');

/** Splits an answer into plain text and portal links; the text is never parsed as HTML. */
export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', href: match[1] as PortalPath });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
