/**
 * The zod-free half of protocol.ts (which re-exports it): the protocol's numbers, names and the shape check a
 * push runs before any schema, for code that must load without zod (see auth-rules.ts).
 */
import type { ApiIssue } from '../auth.js';
import type { SyncEntity } from '../entities/sync-log-entry-rules.js';
import { MUTATION_SHAPE_LIMITS } from '../limits.js';

/** Bumped on any incompatible change; the server answers 426 with `minProtocol` to an older client. */
export const SYNC_PROTOCOL_VERSION = 2;

export const MAX_PUSH_MUTATIONS = 500;
export const DEFAULT_PULL_LIMIT = 500;
export const MAX_PULL_LIMIT = 5000;

/** A mutation as a batch carries it: only its mutationId is known to be sound (see pushRequestSchema). */
export type IncomingMutation = { readonly mutationId: number } & Readonly<Record<string, unknown>>;

export const INCOMING_MUTATION_MESSAGE =
  'Each mutation must be an object with a mutationId (a whole number from 1)';

/** What a malformed mutation is answered with (`rejected / invalid`, plus the issues). */
export const MALFORMED_MUTATION_MESSAGE = 'This change is malformed and cannot be applied';

export const PROTOTYPE_KEY_MESSAGE = 'Keys named __proto__, constructor or prototype are not allowed';
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const joinPath = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first way `value` breaks MUTATION_SHAPE_LIMITS or holds a prototype key, found without recursion: zod,
 * JSON.stringify and the query builder all recurse, and 5,000 nested arrays overflow their stacks. Prototype keys
 * can never be valid data; refusing them here means nothing later can merge one into an object's prototype.
 */
export function mutationShapeIssue(value: unknown): ApiIssue | null {
  const { depth, values } = MUTATION_SHAPE_LIMITS;
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 1, path: '' }];
  let counted = 1;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const node = next.value;
    if (typeof node !== 'object' || node === null) continue;
    if (next.depth > depth.max) return { path: next.path, message: depth.message };
    const keys = Array.isArray(node) ? null : Object.keys(node);
    counted += keys ? keys.length : (node as unknown[]).length;
    if (counted > values.max) return { path: next.path, message: values.message };
    if (keys === null) {
      (node as unknown[]).forEach((item, index) => {
        stack.push({ value: item, depth: next.depth + 1, path: joinPath(next.path, index) });
      });
      continue;
    }
    for (const key of keys) {
      if (PROTOTYPE_KEYS.has(key)) return { path: joinPath(next.path, key), message: PROTOTYPE_KEY_MESSAGE };
      stack.push({
        value: (node as Record<string, unknown>)[key],
        depth: next.depth + 1,
        path: joinPath(next.path, key),
      });
    }
  }
  return null;
}

export const REJECTION_REASONS = ['forbidden', 'invalid', 'unknown_actor', 'not_found', 'immutable'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const SYNC_AUTH_ERROR_CODES = ['signed_out', 'device_unknown', 'device_revoked'] as const;
export type SyncAuthErrorCode = (typeof SYNC_AUTH_ERROR_CODES)[number];

/**
 * The other `code`s a request's error body can carry (docs/sync-protocol.md, docs/operations.md): the database is away
 * (503), the files' storage is full (507), the server's disk is nearly full (the health check's 503).
 */
export const SERVER_ERROR_CODES = ['database_unavailable', 'storage_full', 'disk_nearly_full'] as const;

/**
 * What a pull may be limited to (docs/sync-protocol.md, "Two phases"): `till` is what a till needs to sell and today's open
 * orders, `history` the store's records of what happened. Together they are every synced entity, each in one scope.
 * A pull without a scope is all of them, as before there were scopes.
 */
export const PULL_SCOPES = ['till', 'history'] as const;
export type PullScopeName = (typeof PULL_SCOPES)[number];

export const PULL_SCOPE_ENTITIES: Readonly<Record<PullScopeName, readonly SyncEntity[]>> = {
  till: [
    'storeSettings',
    'user',
    'product',
    'modifierGroup',
    'discountPreset',
    'drawerSession',
    'customOrder',
    'mobileOrder',
  ],
  history: ['sale', 'refund', 'expense', 'cashup', 'shift', 'task', 'event', 'drawerEvent'],
};
