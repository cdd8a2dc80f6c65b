/** The zod-free half of sync-log-entry.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */

/** Entities that travel through sync. */
export const SYNC_ENTITIES = [
  'user',
  'product',
  'modifierGroup',
  'discountPreset',
  'drawerSession',
  'drawerEvent',
  'sale',
  'refund',
  'expense',
  'cashup',
  'shift',
  'task',
  'event',
  'mobileOrder',
  'customOrder',
  'storeSettings',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

export const SYNC_ACTIONS = ['create', 'update', 'delete'] as const;
export type SyncAction = (typeof SYNC_ACTIONS)[number];
