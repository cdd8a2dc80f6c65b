import type { CafeDb } from '../db';
import { resetSyncedTables, syncTables } from './apply-server-changes';
import { type CycleOutcome, type FailedCall, failed } from './cycle-outcome';
import type { EngineState } from './engine-state';
import type { KeptPullScope } from './kept-pull-scope';
import { deleteMeta, readMeta, writeMeta } from './meta';
import { lowestKept, renumberUnsynced, resendLost, unsyncedEntries } from './outbox';
import type { SyncApi } from './sync-api';

/** How many times one cycle re-registers or follows a 409 before it gives up until the next attempt. */
const MAX_RECOVERIES = 3;

export interface DeviceSessionDeps {
  db: CafeDb;
  api: Pick<SyncApi, 'register'>;
  state: EngineState;
  /** Whether someone is signed in; registering this browser needs a server session. */
  isSignedIn: () => boolean;
  /** Forgotten when a registration names another store: its tables are emptied. */
  keptScope: KeptPullScope;
}

/**
 * This browser as a device of the store, for one cycle (docs/till-sync.md, "Register"): the device it pushes and pulls
 * as, and what the cycle does when the server refuses a call. Both the push and the pull go through the same
 * session, so one cycle's recoveries are counted together.
 */
export interface DeviceSession {
  /** The device this cycle speaks as; undefined while it must register (again). */
  current(): string | undefined;
  /** Registers when there is no device yet; a non-null answer ends the cycle. */
  ensure(): Promise<CycleOutcome | null>;
  /**
   * What a refused or failed call means: null when the cycle may try the call again (the device was dropped to
   * register anew, or the outbox now follows the server's gap), else how the cycle ends.
   */
  recover(result: FailedCall): Promise<CycleOutcome | null>;
}

/** `deviceId`: the one meta holds as the cycle begins. */
export function openDeviceSession(deps: DeviceSessionDeps, deviceId: string | undefined): DeviceSession {
  const { db, state } = deps;
  let device = deviceId;
  let recoveries = 0;

  async function recover(result: FailedCall): Promise<CycleOutcome | null> {
    if (++recoveries > MAX_RECOVERIES) return failed('Sync could not recover; it will try again');
    if (result.kind === 'auth') {
      if (result.code === 'signed_out') {
        state.update({ awaitingSignIn: true });
        return failed(result.message, false);
      }
      // device_unknown / device_revoked: register again, continuing at the lowest unsynced mutationId — or,
      // when the server no longer knows this device at all (restored from a backup made before it registered),
      // at the oldest entry kept, so it gets back what it lost.
      if (result.code === 'device_unknown') await writeMeta(db, 'registrationLost', true);
      await deleteMeta(db, 'deviceId');
      device = undefined;
      return null;
    }
    if (result.kind === 'retry' && result.badDeviceId) {
      await deleteMeta(db, 'deviceId');
      device = undefined;
      return null;
    }
    if (result.kind === 'gap') {
      await followGap(db, result.expectedMutationId);
      return null;
    }
    return failed(result.message);
  }

  async function ensure(): Promise<CycleOutcome | null> {
    while (!device) {
      if (!deps.isSignedIn()) {
        state.update({ awaitingSignIn: true });
        return failed('Sign in to sync this device', false);
      }
      const registered = await register(deps);
      if (registered.kind === 'ok') {
        device = registered.deviceId;
        if (state.get().deviceRevoked) state.update({ deviceRevoked: false });
      } else if (registered.kind === 'auth' && registered.code === 'device_revoked') {
        // Registering again on this session would be refused again: wait for a new sign-in, say why.
        state.update({ awaitingSignIn: true, deviceRevoked: true });
        return failed(registered.message, false);
      } else {
        const stop = await recover(registered);
        if (stop) return stop;
      }
    }
    return null;
  }

  return { current: () => device, ensure, recover };
}

/**
 * POST /api/devices. A new registration continues at the lowest unsynced mutationId (or the next one), and when
 * the server hands back a device that already counted past our numbers (its cookie outlived this database),
 * the unsynced entries are renumbered after its lastMutationId — never dropped as duplicates.
 */
async function register(deps: DeviceSessionDeps): Promise<{ kind: 'ok'; deviceId: string } | FailedCall> {
  const { db } = deps;
  const pending = await unsyncedEntries(db, 1);
  const lost = (await readMeta(db, 'registrationLost')) === true;
  const first =
    (lost ? await lowestKept(db) : pending[0]?.mutationId) ?? (await readMeta(db, 'nextMutationId')) ?? 1;
  const result = await deps.api.register(first > 1 ? { firstMutationId: first } : {});
  if (result.kind !== 'ok') return result;
  const registration = result.data;
  await db.transaction('rw', syncTables(db), async () => {
    const previousDevice = await readMeta(db, 'deviceId');
    const previousStore = await readMeta(db, 'storeId');
    if (previousStore && previousStore !== registration.storeId) {
      // Another store's data must not show here; the outbox stays (its entries name their own actors).
      await resetSyncedTables(db);
      await deleteMeta(db, 'lastSyncedAt');
      deps.keptScope.forget();
    }
    if (previousDevice !== registration.deviceId) {
      const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
      const lowest =
        (await unsyncedEntries(db, 1))[0]?.mutationId ?? (await readMeta(db, 'nextMutationId')) ?? 1;
      if (registration.lastMutationId < syncedThrough) await resendLost(db, registration.lastMutationId);
      else if (lowest !== registration.lastMutationId + 1)
        await renumberUnsynced(db, registration.lastMutationId + 1);
    }
    await deleteMeta(db, 'registrationLost');
    await writeMeta(db, 'deviceId', registration.deviceId);
    await writeMeta(db, 'storeId', registration.storeId);
  });
  return { kind: 'ok', deviceId: registration.deviceId };
}

/**
 * 409: the server expects `expected` before our batch. Ahead of us, it handled entries whose answer was lost:
 * they count as handled. Behind us, it lost entries (a restore): those the outbox keeps are sent again and
 * the rest are renumbered to follow on (resendLost).
 */
async function followGap(db: CafeDb, expected: number): Promise<void> {
  await db.transaction('rw', [db.syncLog, db.meta], async () => {
    const lowest = (await unsyncedEntries(db, 1))[0]?.mutationId;
    if (lowest === undefined || expected >= lowest) {
      await writeMeta(db, 'syncedThrough', Math.max(0, expected - 1));
      return;
    }
    await resendLost(db, expected - 1);
  });
}
