import {
  type CurrentDevice,
  cleanText,
  type DeviceSummary,
  type RegisterDeviceResponse,
  type SyncAuthErrorCode,
} from '@cafe/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { devices, deviceUsers, sessions } from '../db/schema.js';
import { describeUserAgent } from './describe-user-agent.js';
import { deviceTokenHash, newDeviceToken } from './device-cookie.js';

export type DeviceRow = typeof devices.$inferSelect;

/** last_seen_at is a hint for people; refresh it at most this often. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
const MAX_NAME_LENGTH = 200;

export type DeviceAuth = { ok: true; device: DeviceRow } | { ok: false; code: SyncAuthErrorCode };

export interface RegisteredDevice {
  response: RegisterDeviceResponse;
  /** Set when a new device was made: the cookie to hand out. */
  newToken: string | null;
}

const REFUSED = { refused: 'device_revoked' } as const;

/** What people call a till: the name an admin gave it, else its browser in words. */
function nameOf(row: Pick<DeviceRow, 'label' | 'name'>): { name: string; named: boolean } {
  return row.label ? { name: row.label, named: true } : { name: describeUserAgent(row.name), named: false };
}

async function findByToken(db: Database, token: string): Promise<DeviceRow | null> {
  const [device] = await db
    .select()
    .from(devices)
    .where(eq(devices.tokenHash, deviceTokenHash(token)))
    .limit(1);
  return device ?? null;
}

/** Locked: a revoke of the device either committed before this (and is seen) or waits for the transaction to end. */
async function lockedRevoked(tx: Database, deviceId: string): Promise<boolean> {
  const [device] = await tx
    .select({ revokedAt: devices.revokedAt })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .for('update');
  return Boolean(device?.revokedAt);
}

/**
 * For a session that names no till (made before sessions named theirs): whether a till its user signed in on was
 * revoked after the session was made. Such a session could be that till's, carrying what it queued before.
 */
async function userTillRevokedSince(
  tx: Database,
  session: { userId: string; storeId: string; createdAt: Date },
): Promise<boolean> {
  const [revoked] = await tx
    .select({ id: devices.id })
    .from(deviceUsers)
    .innerJoin(devices, eq(devices.id, deviceUsers.deviceId))
    .where(
      and(
        eq(deviceUsers.userId, session.userId),
        eq(devices.storeId, session.storeId),
        gt(devices.revokedAt, session.createdAt),
      ),
    )
    .limit(1);
  return revoked !== undefined;
}

export function createDeviceService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** The device a cookie names, for the sync routes (which take no session). */
    async authenticate(token: string | null): Promise<DeviceAuth> {
      const device = token ? await findByToken(db, token) : null;
      if (!device) return { ok: false, code: 'device_unknown' };
      if (device.revokedAt) return { ok: false, code: 'device_revoked' };
      const now = clock.now();
      if (now.getTime() - device.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, device.id));
      }
      return { ok: true, device };
    },

    /** The id of the live device of `storeId` a cookie names, else null: the till a sign-in is made on. */
    async liveDeviceId(token: string | null, storeId: string): Promise<string | null> {
      const device = token ? await findByToken(db, token) : null;
      return device && !device.revokedAt && device.storeId === storeId ? device.id : null;
    },

    /** false once the device is revoked (or gone): an open change stream checks it now and then. */
    async isLive(deviceId: string): Promise<boolean> {
      const [device] = await db
        .select({ revokedAt: devices.revokedAt })
        .from(devices)
        .where(eq(devices.id, deviceId))
        .limit(1);
      return device !== undefined && device.revokedAt === null;
    },

    /** Whether the till a session was made on has been revoked, which ended the session. */
    async sessionTillRevoked(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ revokedAt: devices.revokedAt })
        .from(sessions)
        .innerJoin(devices, eq(devices.id, sessions.deviceId))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return Boolean(row?.revokedAt);
    },

    /**
     * Registers the browser for a signed-in user: the cookie's device when it is live and of the user's store,
     * else a new one that continues at `firstMutationId` (a browser that kept unsynced entries after its
     * registration was revoked). Either way the user may now act in the device's pushed mutations, and the
     * session is linked to the device, so revoking it ends the session.
     */
    async register(input: {
      token: string | null;
      sessionId: string;
      userId: string;
      storeId: string;
      userAgent: string | undefined;
      firstMutationId: number | undefined;
    }): Promise<RegisteredDevice | typeof REFUSED> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .select({ createdAt: sessions.createdAt, deviceId: sessions.deviceId })
          .from(sessions)
          .where(eq(sessions.id, input.sessionId))
          .limit(1);
        // The caller found the session live; should it vanish, the epoch refuses every till revoked since.
        const sessionCreatedAt = row?.createdAt ?? new Date(0);
        const sessionTill = row?.deviceId ?? null;
        const existing = input.token ? await findByToken(tx, input.token) : null;
        const reusable = existing && !existing.revokedAt && existing.storeId === input.storeId;
        // Revoke must stop the till even while its user stays signed in there: only a sign-in made after the
        // revoke (someone typing a password online) may register it anew and sync what it kept.
        if (
          existing?.revokedAt &&
          existing.storeId === input.storeId &&
          sessionCreatedAt.getTime() < existing.revokedAt.getTime()
        ) {
          return REFUSED;
        }
        // Nor may a session whose own till was revoked, with the old cookie or without (as a new device), even one
        // that got here just before the revoke.
        if (
          sessionTill
            ? await lockedRevoked(tx, sessionTill)
            : !reusable && (await userTillRevokedSince(tx, { ...input, createdAt: sessionCreatedAt }))
        ) {
          return REFUSED;
        }
        let device: DeviceRow;
        let newToken: string | null = null;
        if (reusable) {
          device = existing;
          await tx.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, device.id));
        } else {
          newToken = newDeviceToken();
          const [created] = await tx
            .insert(devices)
            .values({
              storeId: input.storeId,
              tokenHash: deviceTokenHash(newToken),
              // A header is client text like any other: no NUL or broken surrogate may reach the text column.
              name: cleanText((input.userAgent ?? 'Unknown browser').slice(0, MAX_NAME_LENGTH)),
              createdAt: now,
              lastSeenAt: now,
              lastMutationId: (input.firstMutationId ?? 1) - 1,
            })
            .returning();
          if (!created) throw new Error('Inserting the device returned no row');
          device = created;
        }
        await tx
          .insert(deviceUsers)
          .values({ deviceId: device.id, userId: input.userId, firstSeenAt: now })
          .onConflictDoNothing();
        await tx.update(sessions).set({ deviceId: device.id }).where(eq(sessions.id, input.sessionId));
        return {
          newToken,
          response: {
            deviceId: device.id,
            storeId: device.storeId,
            lastMutationId: device.lastMutationId,
            serverTime: now.toISOString(),
          },
        };
      });
    },

    async list(storeId: string): Promise<DeviceSummary[]> {
      const rows = await db
        .select()
        .from(devices)
        .where(eq(devices.storeId, storeId))
        .orderBy(desc(devices.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        ...nameOf(row),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        lastMutationId: row.lastMutationId,
        pendingChanges: row.pendingChanges,
        pendingReportedAt: row.pendingReportedAt?.toISOString() ?? null,
      }));
    },

    /** What the till said was waiting in its outbox as it pulled: a hint for people, kept with its time. */
    async reportPending(deviceId: string, pending: number): Promise<void> {
      await db
        .update(devices)
        .set({ pendingChanges: pending, pendingReportedAt: clock.now() })
        .where(eq(devices.id, deviceId));
    },

    /** The till a device cookie names, for its own Settings: null when the cookie names no live device. */
    async current(token: string | null): Promise<CurrentDevice | null> {
      const device = token ? await findByToken(db, token) : null;
      if (!device || device.revokedAt) return null;
      return { id: device.id, ...nameOf(device) };
    },

    /** Names a till of the store (an admin's call, checked by the route); false when the store has no such device. */
    async rename(storeId: string, deviceId: string, name: string): Promise<boolean> {
      const renamed = await db
        .update(devices)
        .set({ label: name })
        .where(and(eq(devices.id, deviceId), eq(devices.storeId, storeId)))
        .returning({ id: devices.id });
      return renamed.length > 0;
    },

    /** false when the store has no such device. Revoking twice keeps the first time. */
    async revoke(storeId: string, deviceId: string): Promise<boolean> {
      const [device] = await db
        .select({ id: devices.id, revokedAt: devices.revokedAt })
        .from(devices)
        .where(and(eq(devices.id, deviceId), eq(devices.storeId, storeId)))
        .limit(1);
      if (!device) return false;
      if (!device.revokedAt) {
        await db.update(devices).set({ revokedAt: clock.now() }).where(eq(devices.id, deviceId));
      }
      return true;
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
