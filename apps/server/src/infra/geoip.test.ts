import { describe, expect, it } from 'vitest';
import { createCountryLocator, isLocalAddress, normaliseIp } from './geoip';

describe('country locator', () => {
  const locator = createCountryLocator('BR');

  it('places public addresses with the shipped dataset', () => {
    expect(locator.countryCodeFor('8.8.8.8')).toBe('US');
    expect(locator.countryCodeFor('91.0.0.1')).toBe('DE');
    expect(locator.countryCodeFor('::ffff:91.0.0.1')).toBe('DE');
  });

  it('answers the configured default for loopback, private and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'junk',
    ]) {
      expect(locator.countryCodeFor(ip)).toBe('BR');
    }
  });

  it('knows which addresses are local', () => {
    expect(isLocalAddress('172.15.255.255')).toBe(false);
    expect(isLocalAddress('172.16.0.0')).toBe(true);
    expect(normaliseIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
