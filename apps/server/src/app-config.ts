import type { TrustProxy } from './trust-proxy.js';

/** Everything the app needs to know about its surroundings; built once in main.ts (or by a test). */
export interface AppConfig {
  /** Seed and advertise the demo accounts (CAFE_DEMO). */
  demo: boolean;
  /** Mark the session cookie Secure; on when the app is served over HTTPS (CAFE_SECURE_COOKIES). */
  secureCookies: boolean;
  /** Folder with the built web app; when it does not exist the server serves the API only. */
  webRoot: string;
  /** Failed sign-ins a client address may make a minute; the other sign-in limits follow from it (loginLimitsFor). */
  loginAttemptsPerMinute: number;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  /**
   * Whose X-Forwarded-* the server believes (CAFE_TRUST_PROXY, trust-proxy.ts): nobody's, that many proxies in
   * front of it, or the proxies at these addresses. Per-address sign-in limits count the address it yields.
   */
  trustProxy: TrustProxy;
  /**
   * Deleted rows are kept as tombstones this long so offline devices learn of the deletion; after that they are
   * purged and a device whose pull cursor is older starts its pull again from 0 (CAFE_TOMBSTONE_RETENTION_DAYS).
   */
  tombstoneRetentionDays: number;
  /**
   * Folder of uploaded files' bytes (`<CAFE_DATA_DIR>/files` with the embedded database); null keeps them in the
   * database, as on PostgreSQL, where server processes may not share a disk.
   */
  filesDir: string | null;
  /** Bytes of files one store may keep (CAFE_FILE_QUOTA_MB). */
  fileQuotaBytes: number;
}

export const DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE = 10;
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_TOMBSTONE_RETENTION_DAYS = 90;
export const DEFAULT_FILE_QUOTA_BYTES = 10 * 1024 * 1024 * 1024;
