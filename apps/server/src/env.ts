import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type AppConfig,
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_FILE_QUOTA_BYTES,
  DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE,
  DEFAULT_TOMBSTONE_RETENTION_DAYS,
} from './app-config.js';
import { parseTrustProxy } from './trust-proxy.js';

/** Room for PGlite's next WAL segments (16 MB each) and a day's growth of a busy cafe, with a margin. */
const DEFAULT_MIN_FREE_DISK_MB = 256;

// src/ and dist/ sit at the same depth, so this one relative URL finds apps/web/dist from either.
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be true or false',
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value)));

const MB = 1024 * 1024;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  CAFE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  CAFE_DEMO: z.preprocess(emptyAsUndefined, booleanFlag(true)),
  CAFE_SECURE_COOKIES: z.preprocess(emptyAsUndefined, booleanFlag(false)),
  CAFE_TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  CAFE_LOGIN_ATTEMPTS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE),
  ),
  CAFE_TOMBSTONE_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(DEFAULT_TOMBSTONE_RETENTION_DAYS),
  ),
  CAFE_FILE_QUOTA_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .positive()
      .default(DEFAULT_FILE_QUOTA_BYTES / MB),
  ),
  CAFE_MIN_FREE_DISK_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(DEFAULT_MIN_FREE_DISK_MB),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface ServerEnv {
  port: number;
  host: string;
  database: { dataDir: string } | { url: string };
  /** The free space the embedded database's disk must keep, or /api/health answers 503 (CAFE_MIN_FREE_DISK_MB). */
  minFreeDiskBytes: number;
  logLevel: string;
  config: AppConfig;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the process environment once; the caller passes it in so nothing else reads process.env. */
export function parseEnv(env: Record<string, string | undefined>, cwd: string): ServerEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(cwd, e.CAFE_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir },
    minFreeDiskBytes: e.CAFE_MIN_FREE_DISK_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    config: {
      demo: e.CAFE_DEMO,
      secureCookies: e.CAFE_SECURE_COOKIES,
      trustProxy: e.CAFE_TRUST_PROXY,
      webRoot: DEFAULT_WEB_ROOT,
      loginAttemptsPerMinute: e.CAFE_LOGIN_ATTEMPTS_PER_MINUTE,
      bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
      tombstoneRetentionDays: e.CAFE_TOMBSTONE_RETENTION_DAYS,
      // Beside the embedded database, so one folder is the whole backup; PostgreSQL keeps them itself.
      filesDir: e.DATABASE_URL ? null : join(dataDir, 'files'),
      fileQuotaBytes: e.CAFE_FILE_QUOTA_MB * MB,
    },
  };
}
