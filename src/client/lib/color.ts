/** Parses #rgb or #rrggbb; returns null for anything else. */
export function parseHexColor(value: string): [number, number, number] | null {
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    return [0, 1, 2].map((i) => parseInt(hex[i] + hex[i], 16)) as [number, number, number];
  }
  if (/^[0-9a-f]{6}$/i.test(hex)) {
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  }
  return null;
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Text colour to put on the accent: near-black on light accents, white on dark ones,
 * whichever gives the higher contrast ratio. Unknown formats get white.
 */
export function readableForeground(accent: string): string {
  const rgb = parseHexColor(accent);
  if (!rgb) return '#ffffff';
  const l = relativeLuminance(rgb);
  const contrastWithWhite = 1.05 / (l + 0.05);
  const contrastWithDark = (l + 0.05) / (relativeLuminance([11, 13, 18]) + 0.05);
  return contrastWithDark > contrastWithWhite ? '#0b0d12' : '#ffffff';
}
