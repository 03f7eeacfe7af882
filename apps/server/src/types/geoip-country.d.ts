// geoip-country ships no types; this covers the one call we make. The package itself default-exports.
/* eslint-disable no-restricted-syntax */
declare module 'geoip-country' {
  interface GeoCountry {
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
