import { isIP } from 'node:net';
import geoip from 'geoip-country';

const privateRanges = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^::1$/,
  /^f[cd]/i,
  /^fe80:/i,
];

/**
 * Whether an address is in Canada, from the IP-to-country database shipped in the geoip-country
 * package (no network call). Loopback and private addresses count as Canada (a developer, an office).
 */
export function isCanadianAddress(ip: string): boolean {
  const address = ip.replace(/^::ffff:/, '');
  if (!isIP(address) || privateRanges.some((range) => range.test(address))) return true;
  return geoip.lookup(address)?.country === 'CA';
}
