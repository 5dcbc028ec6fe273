import { describe, expect, it } from 'vitest';
import { certificateOf } from './websites';

const now = new Date('2026-11-20T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
const tls = (validTo: Date | null, error: string | null = null, issuer: string | null = "Let's Encrypt / R11") => ({ validTo, issuer, error });

describe('the certificate state of a website', () => {
  it('is absent without a deployment URL, and not_https for a plain http one', () => {
    expect(certificateOf(null, tls(inDays(90)), now)).toBeNull();
    expect(certificateOf('not a url', tls(null), now)).toBeNull();
    expect(certificateOf('http://shop.example', tls(inDays(90)), now)).toEqual({ state: 'not_https', validTo: null, issuer: null, error: null, daysLeft: null });
  });

  it('is pending until the monitor has seen the certificate', () => {
    expect(certificateOf('https://shop.example', tls(null, null, null), now)).toMatchObject({ state: 'pending', daysLeft: null });
  });

  it('turns from valid to expiring 14 days before the end, and to expired at the end', () => {
    expect(certificateOf('https://shop.example', tls(inDays(15)), now)).toMatchObject({ state: 'valid', daysLeft: 15, issuer: "Let's Encrypt / R11" });
    expect(certificateOf('https://shop.example', tls(inDays(14)), now)).toMatchObject({ state: 'expiring', daysLeft: 14 });
    expect(certificateOf('https://shop.example', tls(inDays(0.5)), now)).toMatchObject({ state: 'expiring', daysLeft: 1 });
    expect(certificateOf('https://shop.example', tls(now), now)).toMatchObject({ state: 'expired', daysLeft: 0 });
    expect(certificateOf('https://shop.example', tls(inDays(-3)), now)).toMatchObject({ state: 'expired', daysLeft: -3, validTo: inDays(-3).toISOString() });
  });

  it('is invalid when the certificate is not trusted, and expired when that is why', () => {
    expect(certificateOf('https://shop.example', tls(inDays(200), 'DEPTH_ZERO_SELF_SIGNED_CERT'), now)).toMatchObject({ state: 'invalid', error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(certificateOf('https://shop.example', tls(null, 'CERT_HAS_EXPIRED'), now)).toMatchObject({ state: 'expired' });
  });
});
