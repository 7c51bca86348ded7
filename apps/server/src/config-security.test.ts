import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { fastifyTrustProxy, PUBLIC_URL_REQUIRED } from './config-security';

describe('PUBLIC_URL and the origin of mailed links', () => {
  it('is required in production, with a Portuguese message naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(PUBLIC_URL_REQUIRED);
    expect(PUBLIC_URL_REQUIRED).toMatch(/PUBLIC_URL é obrigatória em produção/);
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://pesquisemais.com.br/' });
    expect(config.publicUrl).toBe('https://pesquisemais.com.br');
  });

  it('in development comes from the configured host and port', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4100' }).publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: '::1', PORT: '4100' }).publicUrl).toBe('http://[::1]:4100');
  });

  it('refuses a PUBLIC_URL that is not http(s)', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY', () => {
  const read = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('is off by default', () => {
    expect(read()).toBe(false);
    expect(read('false')).toBe(false);
  });

  it("accepts what Fastify's trustProxy accepts: true, hop counts, addresses, CIDRs and names", () => {
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else with a Portuguese message', () => {
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2'])
      expect(() => read(bad), bad).toThrow(/TRUST_PROXY: use false, true, um número de saltos/);
  });

  it('reads a hop count as "the nearest N peers are proxies"', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(0)).toBe(false);
  });
});

describe('API_DOCS', () => {
  it('keeps /api/docs off in production unless asked for, and on elsewhere', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://pesquisemais.com.br' };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
