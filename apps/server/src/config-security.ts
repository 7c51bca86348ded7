import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` accepts, read from TRUST_PROXY: off by default (forwarded headers ignored),
 * `true` (trust every hop: only behind a proxy that overwrites X-Forwarded-For), a hop count, or a
 * comma-separated list of addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export type TTrustProxy = boolean | number | string[];

/**
 * Fastify's own reading of a number trusts nothing (it cannot check the peer); a hop count here means what
 * it means in Express: the nearest `hops` peers are proxies. Only safe when clients cannot reach the server
 * except through them.
 */
export function fastifyTrustProxy(
  value: TTrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_address, hop) => hop < value;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TTrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `use false, true, um número de saltos ou endereços/CIDR separados por vírgula (inválido: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The origin of every link sent by e-mail. Never taken from a request's Host or X-Forwarded-Host (anyone
 * can set those and point a reset link at their own site): PUBLIC_URL, or in development the address
 * this process listens on.
 */
export function publicOrigin(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) return publicUrl;
  const isWildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = isWildcard ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL é obrigatória em produção (NODE_ENV=production): defina o endereço público do site, ' +
  'por exemplo PUBLIC_URL=https://pesquisemais.com.br, usado nos links enviados por e-mail.';
