import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientKey, clientNetwork } from './client-key';

const DEFAULTS = { ipv6Prefix: 64, ipv6NetworkPrefix: 48 };

describe('client key', () => {
  it('is the IPv4 address itself, for an IPv4-mapped IPv6 address too', () => {
    expect(clientKey('203.0.113.7', DEFAULTS)).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7', DEFAULTS)).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107', DEFAULTS)).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7', DEFAULTS)).toBe('203.0.113.7');
  });

  it('groups an IPv6 address into its /64 in one text form, whatever the spelling', () => {
    const spellings = [
      '2001:db8:1:2:3:4:5:6',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::',
      '2001:db8:1:2::1%eth0',
    ];
    for (const address of spellings) expect(clientKey(address, DEFAULTS)).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1', DEFAULTS)).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1', DEFAULTS)).toBe('::/64');
    // The cases the compose proxy's own map must group alike (tools/deploy.test.ts).
    expect(clientKey('2001:db8:1:0:7::', DEFAULTS)).toBe('2001:db8:1::/64');
    expect(clientKey('2001:db8:0:0:1::', DEFAULTS)).toBe('2001:db8::/64');
    expect(clientKey('2001::5:6:7:8:9', DEFAULTS)).toBe('2001:0:0:5::/64');
    expect(clientKey('2001::5', DEFAULTS)).toBe('2001::/64');
  });

  it('groups a network at its own prefix, and follows configured prefixes', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6', DEFAULTS)).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8:1:ffff::9', DEFAULTS)).toBe('2001:db8:1::/48');
    const narrow = { ipv6Prefix: 56, ipv6NetworkPrefix: 40 };
    expect(clientKey('2001:db8:1:2ff::1', narrow)).toBe('2001:db8:1:200::/56');
    expect(clientNetwork('2001:db8:1:2ff::1', narrow)).toBe('2001:db8::/40');
    expect(clientKey('2001:db8::7', { ipv6Prefix: 128, ipv6NetworkPrefix: 48 })).toBe('2001:db8::7/128');
  });

  it('keeps anything that is no address as it came, so it still counts', () => {
    expect(clientKey('not-an-address', DEFAULTS)).toBe('not-an-address');
    expect(clientKey('', DEFAULTS)).toBe('');
  });

  it('reads its prefixes from CLIENT_IPV6_PREFIX and CLIENT_IPV6_NETWORK_PREFIX, validated', () => {
    const secret = { OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' };
    expect(loadConfig(secret).clientGrouping).toEqual(DEFAULTS);
    expect(
      loadConfig({ ...secret, CLIENT_IPV6_PREFIX: '56', CLIENT_IPV6_NETWORK_PREFIX: '40' }).clientGrouping,
    ).toEqual({ ipv6Prefix: 56, ipv6NetworkPrefix: 40 });
    expect(() => loadConfig({ ...secret, CLIENT_IPV6_PREFIX: '129' })).toThrow(
      /CLIENT_IPV6_PREFIX must be at most 128/,
    );
    expect(() => loadConfig({ ...secret, CLIENT_IPV6_PREFIX: '0' })).toThrow(
      /CLIENT_IPV6_PREFIX must be an integer ≥ 1/,
    );
    expect(() => loadConfig({ ...secret, CLIENT_IPV6_PREFIX: '/64' })).toThrow(/CLIENT_IPV6_PREFIX/);
    expect(() => loadConfig({ ...secret, CLIENT_IPV6_NETWORK_PREFIX: '72' })).toThrow(
      /CLIENT_IPV6_NETWORK_PREFIX must be at most CLIENT_IPV6_PREFIX/,
    );
  });
});
