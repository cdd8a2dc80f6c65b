/**
 * Readers of the protocol's answers (protocol.ts), for the till: it reads a pull's answer on every start, and zod
 * is a quarter of its first load, so the sync engine reads with these and loads zod only when a write needs it.
 * Like auth-rules.ts's readers, each accepts exactly what its schema accepts and returns only the declared keys;
 * protocol-readers.test.ts checks each against its schema on generated input, so they can't drift.
 */
import { SYNC_ENTITIES } from '../entities/sync-log-entry-rules.js';
import { isGuid, isInt, isOneOf, isRecord, readArray } from '../readers.js';
import type {
  MutationResult,
  PullChange,
  PullResponse,
  PushGapError,
  PushResponse,
  RegisterDeviceResponse,
  StoredResult,
  SyncAuthError,
  SyncRow,
} from './protocol.js';
import { REJECTION_REASONS, SYNC_AUTH_ERROR_CODES } from './protocol-rules.js';

/**
 * common.ts isoDateTimeSchema (z.iso.datetime({ offset: true })): a real calendar date, a time with seconds and
 * any fraction, then 'Z' or an offset. The pattern is zod's own.
 */
const ISO_DATE_TIME_PATTERN = new RegExp(
  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))' +
    'T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
);

/** What z.record(z.string(), z.unknown()) accepts: a plain object, copied without `__proto__`. */
function readRow(value: unknown): SyncRow | null {
  if (!isPlainObject(value)) return null;
  const row: SyncRow = {};
  for (const key of Reflect.ownKeys(value)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    if (typeof key !== 'string') return null;
    row[key] = (value as SyncRow)[key];
  }
  return row;
}

/** zod's own test of a plain object (util.isPlainObject): what a record accepts. */
function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const maker = (value as { constructor?: unknown }).constructor;
  if (maker === undefined || typeof maker !== 'function') return true;
  const prototype: unknown = maker.prototype;
  if (typeof prototype !== 'object' || prototype === null || Array.isArray(prototype)) return false;
  return Object.hasOwn(prototype, 'isPrototypeOf');
}

function readIssue(value: unknown): { path: string; message: string } | null {
  if (!isRecord(value) || typeof value.path !== 'string' || typeof value.message !== 'string') return null;
  return { path: value.path, message: value.message };
}

function readStoredResult(value: unknown): StoredResult | null {
  if (!isRecord(value) || !isInt(value.mutationId)) return null;
  const { mutationId, status } = value;
  if (status === 'applied' || status === 'conflict') {
    const row = readRow(value.row);
    if (!isInt(value.version) || row === null) return null;
    return { mutationId, status, version: value.version, row };
  }
  if (status !== 'rejected') return null;
  const { reason, message } = value;
  if (!isOneOf(REJECTION_REASONS, reason) || typeof message !== 'string') return null;
  if (value.issues === undefined) return { mutationId, status, reason, message };
  const issues = readArray(value.issues, readIssue);
  return issues ? { mutationId, status, reason, message, issues } : null;
}

function readMutationResult(value: unknown): MutationResult | null {
  if (!isRecord(value) || value.status !== 'duplicate') return readStoredResult(value);
  if (!isInt(value.mutationId)) return null;
  const original = value.original === null ? null : readStoredResult(value.original);
  if (original === null && value.original !== null) return null;
  return { mutationId: value.mutationId, status: 'duplicate', original };
}

/** pushResponseSchema's reader. */
export function parsePushResponse(value: unknown): PushResponse | null {
  if (!isRecord(value) || !isInt(value.lastMutationId)) return null;
  const results = readArray(value.results, readMutationResult);
  return results ? { lastMutationId: value.lastMutationId, results } : null;
}

/** pullChangeSchema's reader: a row change if it reads as one, else a tombstone (z.union's order). */
function readPullChange(value: unknown): PullChange | null {
  if (!isRecord(value)) return null;
  const { entity, id, version } = value;
  if (!isOneOf(SYNC_ENTITIES, entity) || !isGuid(id) || !isInt(version)) return null;
  const row = readRow(value.row);
  if (row !== null) return { entity, id, version, row };
  return value.deleted === true ? { entity, id, version, deleted: true } : null;
}

/** pullResponseSchema's reader. */
export function parsePullResponse(value: unknown): PullResponse | null {
  if (!isRecord(value) || !isInt(value.cursor) || typeof value.hasMore !== 'boolean') return null;
  const changes = readArray(value.changes, readPullChange);
  if (changes === null) return null;
  const { cursor, hasMore, reset, head, history, lastMutationId } = value;
  if (reset !== undefined && reset !== true) return null;
  if (head !== undefined && !(isInt(head) && head >= 0)) return null;
  if (history !== undefined && !isGuid(history)) return null;
  if (lastMutationId !== undefined && !(isInt(lastMutationId) && lastMutationId >= 0)) return null;
  return {
    changes,
    cursor,
    hasMore,
    ...(reset === undefined ? {} : { reset }),
    ...(head === undefined ? {} : { head }),
    ...(history === undefined ? {} : { history }),
    ...(lastMutationId === undefined ? {} : { lastMutationId }),
  };
}

/** registerDeviceResponseSchema's reader. */
export function parseRegisterDeviceResponse(value: unknown): RegisterDeviceResponse | null {
  if (!isRecord(value)) return null;
  const { deviceId, storeId, lastMutationId, serverTime } = value;
  if (!isGuid(deviceId) || !isGuid(storeId) || !isInt(lastMutationId)) return null;
  if (typeof serverTime !== 'string' || !ISO_DATE_TIME_PATTERN.test(serverTime)) return null;
  return { deviceId, storeId, lastMutationId, serverTime };
}

/** pushGapErrorSchema's reader. */
export function parsePushGapError(value: unknown): PushGapError | null {
  if (!isRecord(value) || typeof value.error !== 'string' || !isInt(value.expectedMutationId)) return null;
  return { error: value.error, expectedMutationId: value.expectedMutationId };
}

/** syncAuthErrorSchema's reader. */
export function parseSyncAuthError(value: unknown): SyncAuthError | null {
  if (!isRecord(value) || typeof value.error !== 'string' || !isOneOf(SYNC_AUTH_ERROR_CODES, value.code)) {
    return null;
  }
  return { error: value.error, code: value.code };
}
