import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isBot, pathOf, referrerHost, visitorId } from './visitors';

describe('visitors', () => {
  it('hashes a visitor exactly as before (ids stored earlier today still match)', () => {
    const before = (salt: string, site: string, ip: string, ua: string) => createHash('sha256').update(`${salt}\n${site}\n${ip}\n${ua}`).digest('base64url').slice(0, 22);
    const cases: [string, string, string, string][] = [
      ['salt', 'site-id', '203.0.113.7', 'Mozilla/5.0 Firefox/128.0'],
      ['s', 'w', '2001:db8::1', 'Ünïcode agent ✓'],
    ];
    for (const args of cases) {
      expect(visitorId(...args)).toBe(before(...args));
      expect(visitorId(...args)).toHaveLength(22);
    }
  });

  it('keeps the path only, and answers the same for a URL seen before (remembered), null for a bad one', () => {
    for (let i = 0; i < 2; i++) {
      expect(pathOf('https://bakery.example/menu?utm=x#top')).toBe('/menu');
      expect(pathOf('not a url')).toBeNull();
    }
    // Many distinct URLs: the memory starts over instead of growing, and answers stay right.
    for (let i = 0; i < 2500; i++) expect(pathOf(`https://bakery.example/p/${i}?q=${i}`)).toBe(`/p/${i}`);
    expect(pathOf('https://bakery.example/menu?utm=y')).toBe('/menu');
  });

  it('keeps a referrer\'s host unless it is the site itself', () => {
    expect(referrerHost('https://Search.Example/q?x=1', 'bakery.example')).toBe('search.example');
    expect(referrerHost('https://BAKERY.example/about', 'Bakery.Example')).toBeNull();
    expect(referrerHost('nonsense', 'bakery.example')).toBeNull();
    expect(referrerHost('', 'bakery.example')).toBeNull();
    expect(referrerHost(undefined, 'bakery.example')).toBeNull();
  });

  it('tells bots from browsers', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot('Googlebot/2.1')).toBe(true);
    expect(isBot('Mozilla/5.0 Firefox/128.0')).toBe(false);
  });
});
