import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

/** Addresses no dataset can place: loopback, private, link-local, carrier-grade NAT, unique-local. */
const localRanges = new BlockList();
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  localRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const) {
  localRanges.addSubnet(net, prefix, 'ipv6');
}

export interface CountryLocator {
  /** Two-letter code for the address, or the configured default for local and unknown addresses. */
  countryCodeFor(ip: string): string;
}

/** Strips the IPv4-mapped IPv6 form (::ffff:1.2.3.4) that dual-stack sockets report. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

export function isLocalAddress(ip: string): boolean {
  const plain = normaliseIp(ip);
  const family = isIP(plain);
  if (family === 0) return true;
  return localRanges.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Backed by the GeoLite2-derived country dataset shipped inside the geoip-country npm package. */
export function createCountryLocator(defaultCountry: string): CountryLocator {
  return {
    countryCodeFor(ip) {
      if (isLocalAddress(ip)) return defaultCountry;
      return geoip.lookup(normaliseIp(ip))?.country ?? defaultCountry;
    },
  };
}
