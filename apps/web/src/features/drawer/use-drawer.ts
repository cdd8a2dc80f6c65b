import {
  DEFAULT_DRAWER_FLOAT,
  type DrawerCashSummary,
  type DrawerEvent,
  type DrawerSession,
  drawerCashSummary,
  drawerRefunds,
  type StoreSettingsRow,
} from '@cafe/domain';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { readMeta } from '../../data/sync/meta';
import { useLiveRead } from '../../data/use-live-read';

export interface DrawerView {
  /** This till's registration; null before its first online sign-in (no drawer can be opened yet). */
  deviceId: string | null;
  enabled: boolean;
  defaultFloat: number;
  currency: string;
  timeZone: string;
  threshold: number;
  session: DrawerSession | undefined;
  events: DrawerEvent[];
  summary: DrawerCashSummary | undefined;
}

/** The sales of a session, from its opening to its close (or now), live ones only. */
async function salesOf(session: DrawerSession) {
  const rows = await db.sales
    .where('soldAt')
    .between(session.openedAt, session.closedAt ?? '\uffff', true, false)
    .toArray();
  return rows.filter((row) => row.deletedAt === null);
}

/** The refunds made while the session was open: the cash ones came out of its drawer. */
async function refundsOf(session: DrawerSession) {
  const rows = await db.refunds
    .where('refundedAt')
    .between(session.openedAt, session.closedAt ?? '\uffff', true, false)
    .toArray();
  return drawerRefunds(session, rows);
}

async function readDrawer(): Promise<DrawerView> {
  const [deviceId, settings] = await Promise.all([
    readMeta(db, 'deviceId'),
    repositories.settings.get() as Promise<StoreSettingsRow | undefined>,
  ]);
  const session = deviceId ? await repositories.drawer.openOn(deviceId) : undefined;
  const [events, sales, refunds] = session
    ? await Promise.all([repositories.drawer.eventsOf(session.id), salesOf(session), refundsOf(session)])
    : [[], [], []];
  return {
    deviceId: deviceId ?? null,
    enabled: settings?.drawersEnabled ?? false,
    defaultFloat: settings?.drawerDefaultFloat ?? DEFAULT_DRAWER_FLOAT,
    currency: settings?.currency ?? 'USD',
    timeZone: settings?.timeZone ?? 'UTC',
    threshold: settings?.cashupVarianceThreshold ?? 0,
    session,
    events,
    // Sales and refunds carry no till yet: every cash one of the store during the session counts (one till per store
    // until a sale and a refund name their drawer).
    summary: session ? drawerCashSummary({ float: session.openingFloat, sales, refunds, events }) : undefined,
  };
}

/** This till's drawer, live: its open session with its events and expected cash, and the store's drawer settings. */
export function useDrawer() {
  return useLiveRead('drawer', readDrawer, 'Reading the cash drawer failed');
}
