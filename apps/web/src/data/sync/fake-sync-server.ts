import {
  MALFORMED_MUTATION_MESSAGE,
  type MutationResult,
  PULL_SCOPE_ENTITIES,
  type PullChange,
  type PushMutation,
  pushRequestSchema,
  readPushMutation,
  type StoredResult,
  SYNC_ENTITIES,
  type SyncEntity,
  saleTime,
} from '@cafe/domain';
import type { FetchLike } from './sync-api';

interface ServerRow {
  entity: SyncEntity;
  id: string;
  version: number;
  row: Record<string, unknown>;
}

interface Device {
  lastMutationId: number;
  results: Map<number, StoredResult>;
}

/** What a test can make the next request do instead of (or after) the normal answer. */
export type Interception =
  | { kind: 'network' }
  | { kind: 'status'; status: number; body: unknown }
  /** The server handles the request, then the answer is lost on the way back. */
  | { kind: 'lose-response' };

/**
 * An in-memory stand-in for the sync endpoints of docs/sync-protocol.md, for the engine's unit tests: devices with a
 * lastMutationId, stored results for duplicates, 409 on a gap, a version per change and a paged pull; and the file
 * endpoint, which keeps bytes by their hash. It keeps no conflict rules and sniffs no content; the real server's
 * are tested against the real app.
 */
export function createFakeSyncServer(options: { storeId: string; now?: () => string }) {
  const now = options.now ?? (() => new Date('2026-03-14T10:00:00.000Z').toISOString());
  const rows = new Map<string, ServerRow>();
  const devices = new Map<string, Device>();
  let version = 0;
  let deviceCount = 0;
  let cookie: string | null = null;
  const interceptions: ((path: string) => Interception | undefined)[] = [];
  const requests: { method: string; path: string; query: string; body: unknown }[] = [];
  const state = {
    signedIn: true,
    rejectEntities: new Set<SyncEntity>(),
    purgedThrough: 0,
    /** The session POST/GET /api/files need (the device cookie is not enough); false answers 401. */
    fileSession: true,
    /** An answer every upload gets instead of being stored, as the server refuses a staff user's receipt. */
    refuseUploads: null as { status: number; error: string } | null,
  };
  /** The file endpoint's store: bytes by the sha256 of their bytes, as the real server keys them. */
  const files = new Map<string, { contentType: string; bytes: Uint8Array }>();

  function put(entity: SyncEntity, id: string, row: Record<string, unknown>): ServerRow {
    version++;
    const stored = { entity, id, version, row: { ...row, id, version } };
    rows.set(`${entity}:${id}`, stored);
    return stored;
  }

  function apply(mutation: PushMutation): StoredResult {
    const id = String(mutation.data.id);
    const key = `${mutation.entity}:${id}`;
    if (state.rejectEntities.has(mutation.entity)) {
      return {
        mutationId: mutation.mutationId,
        status: 'rejected',
        reason: 'forbidden',
        message: 'Not allowed',
      };
    }
    const current = rows.get(key);
    const at = now();
    let stored: ServerRow;
    if (mutation.action === 'create') {
      stored =
        current ??
        put(mutation.entity, id, {
          ...mutation.data,
          storeId: options.storeId,
          createdAt: at,
          updatedAt: at,
          deletedAt: null,
          // As the server does: a sale is timed by the till's clock, within saleTime's bounds.
          ...(mutation.entity === 'sale' ? { soldAt: saleTime(mutation.clientTime, new Date(at)) } : {}),
        });
    } else if (!current) {
      return {
        mutationId: mutation.mutationId,
        status: 'rejected',
        reason: 'not_found',
        message: 'No such row',
      };
    } else if (mutation.action === 'update') {
      stored = put(mutation.entity, id, { ...current.row, ...mutation.data, updatedAt: at });
    } else {
      stored = put(mutation.entity, id, { ...current.row, deletedAt: at, updatedAt: at });
    }
    return { mutationId: mutation.mutationId, status: 'applied', version: stored.version, row: stored.row };
  }

  function json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  async function handleFiles(method: string, url: URL, body: unknown): Promise<Response> {
    if (!state.fileSession) return json(401, { error: 'Not signed in', code: 'signed_out' });
    if (method === 'POST') {
      if (state.refuseUploads) return json(state.refuseUploads.status, { error: state.refuseUploads.error });
      if (!(body instanceof Blob)) return json(415, { error: 'Unsupported content type' });
      const bytes = new Uint8Array(await body.arrayBuffer());
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const id = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
      const created = !files.has(id);
      files.set(id, { contentType: body.type, bytes });
      return json(created ? 201 : 200, { id, contentType: body.type, size: bytes.length });
    }
    const stored = files.get(url.pathname.slice('/api/files/'.length));
    if (!stored) return json(404, { error: 'File not found' });
    return new Response(new Blob([stored.bytes as Uint8Array<ArrayBuffer>], { type: stored.contentType }), {
      status: 200,
      headers: { 'Content-Type': stored.contentType },
    });
  }

  function handle(method: string, url: URL, body: unknown): Response {
    const path = url.pathname;
    if (method === 'POST' && path === '/api/devices') {
      if (!state.signedIn) return json(401, { error: 'Not signed in', code: 'signed_out' });
      const existing = cookie ? devices.get(cookie) : undefined;
      if (cookie && existing) {
        return json(200, {
          deviceId: cookie,
          storeId: options.storeId,
          lastMutationId: existing.lastMutationId,
          serverTime: now(),
        });
      }
      const first = (body as { firstMutationId?: number } | null)?.firstMutationId ?? 1;
      deviceCount++;
      const deviceId = `00000000-0000-4000-8000-${String(deviceCount).padStart(12, '0')}`;
      devices.set(deviceId, { lastMutationId: first - 1, results: new Map() });
      cookie = deviceId;
      return json(201, { deviceId, storeId: options.storeId, lastMutationId: first - 1, serverTime: now() });
    }
    const device = cookie ? devices.get(cookie) : undefined;
    if (!device || !cookie) return json(401, { error: 'Unknown device', code: 'device_unknown' });
    if (method === 'POST' && path === '/api/sync/push') {
      const parsed = pushRequestSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'Invalid request' });
      const [first] = parsed.data.mutations;
      if (first && first.mutationId > device.lastMutationId + 1) {
        return json(409, { error: 'Gap', expectedMutationId: device.lastMutationId + 1 });
      }
      const results: MutationResult[] = [];
      for (const mutation of parsed.data.mutations) {
        if (mutation.mutationId <= device.lastMutationId) {
          results.push({
            mutationId: mutation.mutationId,
            status: 'duplicate',
            original: device.results.get(mutation.mutationId) ?? null,
          });
          continue;
        }
        const read = readPushMutation(mutation);
        const result: StoredResult = read.ok
          ? apply(read.mutation)
          : {
              mutationId: mutation.mutationId,
              status: 'rejected',
              reason: 'invalid',
              message: MALFORMED_MUTATION_MESSAGE,
              issues: read.issues,
            };
        device.results.set(mutation.mutationId, result);
        device.lastMutationId = mutation.mutationId;
        results.push(result);
      }
      return json(200, { lastMutationId: device.lastMutationId, results });
    }
    if (method === 'GET' && path === '/api/sync/pull') {
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 500);
      const scope = url.searchParams.get('scope');
      if (scope !== null && scope !== 'till' && scope !== 'history')
        return json(400, {
          error: 'Invalid request',
          issues: [{ path: 'scope', message: 'Invalid option' }],
        });
      const entities: readonly SyncEntity[] = scope ? PULL_SCOPE_ENTITIES[scope] : SYNC_ENTITIES;
      if (cursor > 0 && cursor < state.purgedThrough)
        return json(200, { changes: [], cursor: 0, hasMore: true, reset: true, head: version });
      const newer = [...rows.values()]
        .filter((row) => row.version > cursor && entities.includes(row.entity))
        .sort((a, b) => a.version - b.version);
      const page = newer.slice(0, limit);
      const changes: PullChange[] = page.map((row) =>
        typeof row.row.deletedAt === 'string'
          ? { entity: row.entity, id: row.id, version: row.version, deleted: true }
          : { entity: row.entity, id: row.id, version: row.version, row: row.row },
      );
      const hasMore = newer.length > limit;
      // As the server does: a scope's last page moves the cursor to the head (the scope holds nothing newer).
      const last = page.at(-1)?.version ?? cursor;
      return json(200, {
        changes,
        cursor: scope && !hasMore ? Math.max(last, version) : last,
        hasMore,
        head: version,
      });
    }
    return json(404, { error: 'Not found' });
  }

  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://till.test');
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof Blob
          ? init.body
          : null;
    const method = init.method ?? 'GET';
    requests.push({ method, path: url.pathname, query: url.search, body });
    const interception = interceptions.shift()?.(url.pathname);
    if (interception?.kind === 'network') throw new TypeError('Failed to fetch');
    if (interception?.kind === 'status') return json(interception.status, interception.body);
    const response = url.pathname.startsWith('/api/files')
      ? await handleFiles(method, url, body)
      : handle(method, url, body);
    if (interception?.kind === 'lose-response') throw new TypeError('Failed to fetch');
    return response;
  };

  return {
    fetch,
    requests,
    state,
    /** Queues what the next request (in order) does; undefined lets it through. */
    intercept(next: (path: string) => Interception | undefined) {
      interceptions.push(next);
    },
    seed(entity: SyncEntity, id: string, row: Record<string, unknown>) {
      return put(entity, id, {
        storeId: options.storeId,
        createdAt: now(),
        updatedAt: now(),
        deletedAt: null,
        ...row,
      });
    },
    rows,
    files,
    devices,
    forgetDevices() {
      devices.clear();
    },
    get version() {
      return version;
    },
  };
}

export type FakeSyncServer = ReturnType<typeof createFakeSyncServer>;
