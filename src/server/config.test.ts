import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(5000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.LOG_LEVEL).toBe('info');
    expect(c.ADMIN_EMAILS).toEqual([]);
  });

  it('parses lists and switches', () => {
    const c = loadConfig({ ADMIN_EMAILS: ' A@x.example ,b@x.example,,', SEED_DEMO: '0', PORT: '8080' });
    expect(c.ADMIN_EMAILS).toEqual(['a@x.example', 'b@x.example']);
    expect(c.SEED_DEMO).toBe(false);
    expect(c.PORT).toBe(8080);
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['STUDIO_ACCENT_COLOR', 'red'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
