import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  isPublicHttpsUrl,
  isSendableHttpsUrl,
  NonPublicAddressError,
  publicLookup,
} from './public-address';

const lookupOf = (host: string) =>
  new Promise<string>((resolve, reject) =>
    publicLookup(host, {}, (error, address) => (error ? reject(error) : resolve(address))),
  );

describe('public addresses (SSRF guard)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:192.168.1.1',
    '64:ff9b::10.0.0.1',
    '::127.0.0.1',
    '2001:db8::1',
    'não é ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.79.10', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('accepts only https URLs whose literal host is public and not a local name', () => {
    expect(isPublicHttpsUrl('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPublicHttpsUrl('https://8.8.8.8/push')).toBe(true);
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://192.168.1.1/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:a00:1]/push',
      'https://localhost/push',
      'https://api.localhost/push',
      'https://intranet/push',
      'https://user:senha@example.com/push',
      'ftp://example.com/push',
      'nada',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
  });

  it('at send time leaves host names to the DNS check, literals are checked at once', () => {
    expect(isSendableHttpsUrl('https://localhost/push')).toBe(true);
    expect(isSendableHttpsUrl('https://[::1]/push')).toBe(false);
    expect(isSendableHttpsUrl('https://10.0.0.1/push')).toBe(false);
    expect(isSendableHttpsUrl('http://example.com/push')).toBe(false);
  });

  it('refuses at connection time a host name that resolves to a non-public address', async () => {
    await expect(lookupOf('localhost')).rejects.toBeInstanceOf(NonPublicAddressError);
    await expect(lookupOf('127.0.0.1')).rejects.toBeInstanceOf(NonPublicAddressError);
    await expect(lookupOf('::1')).rejects.toBeInstanceOf(NonPublicAddressError);
    expect(await lookupOf('8.8.8.8')).toBe('8.8.8.8');
  });
});
