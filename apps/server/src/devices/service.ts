import {
  cleanText,
  type DeviceSummary,
  type RegisterDeviceResponse,
  type SyncAuthErrorCode,
} from '@cafe/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { devices, deviceUsers } from '../db/schema.js';
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

export function createDeviceService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function findByToken(token: string): Promise<DeviceRow | null> {
    const [device] = await db
      .select()
      .from(devices)
      .where(eq(devices.tokenHash, deviceTokenHash(token)))
      .limit(1);
    return device ?? null;
  }

  return {
    /** The device a cookie names, for the sync routes (which take no session). */
    async authenticate(token: string | null): Promise<DeviceAuth> {
      const device = token ? await findByToken(token) : null;
      if (!device) return { ok: false, code: 'device_unknown' };
      if (device.revokedAt) return { ok: false, code: 'device_revoked' };
      const now = clock.now();
      if (now.getTime() - device.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, device.id));
      }
      return { ok: true, device };
    },

    /**
     * Registers the browser for a signed-in user: the cookie's device when it is live and of the user's store,
     * else a new one that continues at `firstMutationId` (a browser that kept unsynced entries after its
     * registration was revoked). Either way the user may now act in the device's pushed mutations.
     */
    async register(input: {
      token: string | null;
      userId: string;
      storeId: string;
      userAgent: string | undefined;
      firstMutationId: number | undefined;
      /** When the session registering was made: one from before the cookie's device was revoked may not. */
      sessionCreatedAt: Date;
    }): Promise<RegisteredDevice | { refused: 'device_revoked' }> {
      const now = clock.now();
      const existing = input.token ? await findByToken(input.token) : null;
      // Revoke must stop the till even while its user stays signed in there: only a sign-in made after the
      // revoke (someone typing a password online) may register it anew and sync what it kept.
      if (
        existing?.revokedAt &&
        existing.storeId === input.storeId &&
        input.sessionCreatedAt.getTime() < existing.revokedAt.getTime()
      ) {
        return { refused: 'device_revoked' };
      }
      let device: DeviceRow;
      let newToken: string | null = null;
      if (existing && !existing.revokedAt && existing.storeId === input.storeId) {
        device = existing;
        await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, device.id));
      } else {
        newToken = newDeviceToken();
        const [created] = await db
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
      await db
        .insert(deviceUsers)
        .values({ deviceId: device.id, userId: input.userId, firstSeenAt: now })
        .onConflictDoNothing();
      return {
        newToken,
        response: {
          deviceId: device.id,
          storeId: device.storeId,
          lastMutationId: device.lastMutationId,
          serverTime: now.toISOString(),
        },
      };
    },

    async list(storeId: string): Promise<DeviceSummary[]> {
      const rows = await db
        .select()
        .from(devices)
        .where(eq(devices.storeId, storeId))
        .orderBy(desc(devices.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
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
