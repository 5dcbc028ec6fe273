import { describe, expect, it } from 'vitest';
import { parseHexColor, readableForeground } from './color';

describe('accent colour helpers', () => {
  it('parses short and long hex colours', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('6366f1')).toEqual([99, 102, 241]);
    expect(parseHexColor('rgb(1,2,3)')).toBeNull();
  });

  it('puts dark text on light accents and white text on dark ones', () => {
    expect(readableForeground('#f59e0b')).toBe('#0b0d12');
    expect(readableForeground('#facc15')).toBe('#0b0d12');
    expect(readableForeground('#1e3a8a')).toBe('#ffffff');
    expect(readableForeground('#6366f1')).toBe('#ffffff');
    expect(readableForeground('hsl(10 50% 50%)')).toBe('#ffffff');
  });
});
