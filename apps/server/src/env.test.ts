import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({}, '/srv/cafe');
    expect(env.port).toBe(3000);
    expect(env.host).toBe('0.0.0.0');
    expect(env.database).toEqual({ dataDir: '/srv/cafe/data' });
    expect(env.logLevel).toBe('info');
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
