import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side request must never reach on a user's behalf (SSRF): loopback, private,
 * link-local, shared, documentation, benchmark, multicast and reserved ranges, in IPv4 and IPv6.
 */
const NON_PUBLIC = new BlockList();
const V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
for (const [network, prefix] of V4) NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6) NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const hostname = new URL(`http://[${address}]/`).hostname.slice(1, -1).toLowerCase();
  const match = /^(?:::ffff|64:ff9b:):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(hostname);
  if (!match) return null;
  const high = Number.parseInt(match[1] ?? '0', 16);
  const low = Number.parseInt(match[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for a unicast address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address.replace(/%.*$/, ''));
  if (inner) return isPublicAddress(inner);
  return !NON_PUBLIC.check(address.replace(/%.*$/, ''), 'ipv6');
}

/** A URL's host without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * What can be told without DNS: https, and a host that is not a literal non-public address nor a
 * local name. The resolved addresses are checked again when connecting (`publicLookup`).
 */
export function isPublicHttpsUrl(value: string): boolean {
  const host = httpsHost(value);
  if (host === null) return false;
  if (isIP(host)) return isPublicAddress(host);
  return host.includes('.') && !/(^|\.)(localhost|local|internal|localdomain|home\.arpa)\.?$/.test(host);
}

/**
 * At connection time: https, and a literal address must be public (a connection to a literal skips DNS);
 * a host name is left to `publicLookup`, which checks what it resolves to right then.
 */
export function isSendableHttpsUrl(value: string): boolean {
  const host = httpsHost(value);
  return host !== null && (!isIP(host) || isPublicAddress(host));
}

function httpsHost(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return bareHost(url).toLowerCase();
}

export class NonPublicAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolve para um endereço não público (${address})`);
  }
}

type LookupCallback = (error: Error | null, address: string, family: number) => void;

/**
 * A `lookup` for http(s).request: resolves every address of the host and refuses the connection if any
 * of them is not public (a rebinding name cannot slip one in), then connects to the checked address.
 */
export function publicLookup(hostname: string, _options: unknown, callback: LookupCallback): void {
  const resolve = isIP(hostname)
    ? Promise.resolve([{ address: hostname, family: isIP(hostname) }])
    : lookup(hostname, { all: true, verbatim: true });
  resolve.then(
    (addresses) => {
      const bad = addresses.find((entry) => !isPublicAddress(entry.address));
      const first = addresses[0];
      if (bad) return callback(new NonPublicAddressError(hostname, bad.address), '', 0);
      if (!first) return callback(new Error(`${hostname}: sem endereço`), '', 0);
      callback(null, first.address, first.family);
    },
    (error: Error) => callback(error, '', 0),
  );
}
