import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';
import { TRUST_EVERY_HOP_REFUSED } from './trust-proxy.js';

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({}, '/srv/cafe');
    expect(env.port).toBe(3000);
    expect(env.host).toBe('0.0.0.0');
    expect(env.database).toEqual({ dataDir: '/srv/cafe/data' });
    expect(env.logLevel).toBe('info');
    expect(env.minFreeDiskBytes).toBe(256 * 1024 * 1024);
    expect(env.config).toMatchObject({
      demo: true,
      secureCookies: false,
      trustProxy: false,
      loginAttemptsPerMinute: 10,
      tombstoneRetentionDays: 90,
      filesDir: '/srv/cafe/data/files',
      fileQuotaBytes: 10 * 1024 * 1024 * 1024,
    });
    expect(env.config.webRoot.replaceAll('\\', '/')).toMatch(/apps\/web\/dist\/?$/);
  });

  it('reads every variable', () => {
    const env = parseEnv(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        CAFE_DATA_DIR: '/var/lib/cafe',
        CAFE_DEMO: 'false',
        CAFE_SECURE_COOKIES: 'true',
        LOG_LEVEL: 'warn',
      },
      '/srv/cafe',
    );
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', logLevel: 'warn' });
    expect(env.database).toEqual({ dataDir: '/var/lib/cafe' });
    expect(env.config.demo).toBe(false);
    expect(env.config.secureCookies).toBe(true);
    expect(parseEnv({ CAFE_TOMBSTONE_RETENTION_DAYS: '30' }, '/').config.tombstoneRetentionDays).toBe(30);
    expect(parseEnv({ CAFE_MIN_FREE_DISK_MB: '1024' }, '/').minFreeDiskBytes).toBe(1024 * 1024 * 1024);
    expect(parseEnv({ CAFE_FILE_QUOTA_MB: '500' }, '/').config.fileQuotaBytes).toBe(500 * 1024 * 1024);
  });

  it('resolves a relative data folder against the working directory', () => {
    expect(parseEnv({ CAFE_DATA_DIR: 'var/data' }, '/srv/cafe').database).toEqual({
      dataDir: '/srv/cafe/var/data',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and the defaults when a variable is empty', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://cafe@db:5432/cafe', PORT: '', CAFE_DEMO: '' }, '/srv');
    expect(env.database).toEqual({ url: 'postgres://cafe@db:5432/cafe' });
    // PostgreSQL keeps file bytes itself: server processes of a chain need not share a disk.
    expect(env.config.filesDir).toBeNull();
    expect(env.port).toBe(3000);
    expect(env.config.demo).toBe(true);
  });

  describe('CAFE_TRUST_PROXY', () => {
    const trustProxy = (value: string) => parseEnv({ CAFE_TRUST_PROXY: value }, '/').config.trustProxy;
    const refusal = (value: string) => {
      try {
        parseEnv({ CAFE_TRUST_PROXY: value }, '/');
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return String(error);
      }
      throw new Error(`CAFE_TRUST_PROXY=${value} was accepted`);
    };

    it('trusts no proxy when unset, empty or off', () => {
      expect(parseEnv({}, '/').config.trustProxy).toBe(false);
      for (const off of ['', 'false', '0', 'no', 'off', 'FALSE']) expect(trustProxy(off)).toBe(false);
    });

    it('takes a number of proxies in front', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy(' 2 ')).toBe(2);
      expect(refusal('11')).toContain('CAFE_TRUST_PROXY: at most 10 proxies');
    });

    it('takes proxy addresses and CIDR ranges, comma-separated', () => {
      expect(trustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
      expect(trustProxy('10.0.0.0/8, 192.168.1.2,::1, fd00::/8')).toEqual([
        '10.0.0.0/8',
        '192.168.1.2',
        '::1',
        'fd00::/8',
      ]);
      expect(trustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    });

    it('refuses true, which would believe any client, and says what to set instead', () => {
      for (const every of ['true', 'TRUE', 'yes', 'on']) {
        expect(refusal(every)).toContain(`CAFE_TRUST_PROXY: ${TRUST_EVERY_HOP_REFUSED}`);
      }
    });

    it('names an entry that is no address', () => {
      for (const wrong of ['proxy.local', '10.0.0.0/33', '127.0.0.1,', '::1/129', '10.0.0.1/8/8', '-1']) {
        expect(refusal(wrong)).toMatch(/CAFE_TRUST_PROXY: .* is not an IP address or CIDR range/);
      }
      expect(refusal('127.0.0.1, proxy')).toContain("'proxy' is not an IP address");
    });
  });

  it('fails with a clear message naming each bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', CAFE_DEMO: 'maybe', DATABASE_URL: 'mysql://x' }, '/')).toThrow(
      EnvError,
    );
    try {
      parseEnv({ PORT: 'eighty', CAFE_DEMO: 'maybe' }, '/');
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('CAFE_DEMO: must be true or false');
    }
  });
});
