import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ APP_KEY: 'k'.repeat(32) });
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      SIGNUP_APPROVAL: 'manual',
      googleEnabled: false,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', APP_KEY: 'k'.repeat(32) })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ APP_KEY: 'short' })).toThrow(/APP_KEY: must be at least 32 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', APP_KEY: 'k'.repeat(32) })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SIGNUP_APPROVAL: 'sometimes' })).toThrow(/SIGNUP_APPROVAL/);
  });
});

describe('storage driver', () => {
  const key = { APP_KEY: 'k'.repeat(32) };

  it('keeps the local driver by default', () => {
    expect(loadConfig(key)).toMatchObject({ STORAGE_DRIVER: 'local', S3_REGION: 'us-east-1' });
  });

  it('takes the S3 settings, and names what is missing or wrong', () => {
    const s3 = { ...key, STORAGE_DRIVER: 's3', S3_BUCKET: 'atelier', S3_ENDPOINT: 'http://minio:9000' };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'atelier',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadConfig({ ...key, STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: required with STORAGE_DRIVER=s3/,
    );
    expect(() => loadConfig({ ...key, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'minio' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_PREFIX: '/abs' })).toThrow(/S3_PREFIX/);
  });
});

describe('TRUST_PROXY', () => {
  const load = (value?: string) =>
    loadConfig({ APP_KEY: 'k'.repeat(32), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .TRUST_PROXY;

  it('trusts no proxy by default, or for false and 0', () => {
    for (const value of [undefined, '', 'false', '0']) expect(load(value), String(value)).toBe(false);
  });

  it('refuses to trust every sender, naming the variable', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(/TRUST_PROXY: "true" would trust any X-Forwarded-For/);
    }
  });

  it('takes a hop count: only that many entries from the right are believed', () => {
    const trust = load('1');
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.7', 1)).toBe(false);
    const two = load('2');
    if (typeof two === 'function') expect([two('a', 1), two('a', 2)]).toEqual([true, false]);
  });

  it('takes a list of proxy addresses and CIDR ranges', () => {
    expect(load('10.0.0.2, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '*']) {
      expect(() => load(value), value).toThrow(/TRUST_PROXY: must be a number of proxies/);
    }
  });
});
