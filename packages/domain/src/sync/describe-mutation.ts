/**
 * Words for a change, for people: the server's refusal message and the till's list of refused changes say
 * "add an expense", not "create a expense".
 */
import type { SyncAction, SyncEntity } from '../entities/sync-log-entry.js';

/** Each entity as a noun phrase with its article. */
export const SYNC_ENTITY_NOUNS: Readonly<Record<SyncEntity, string>> = Object.freeze({
  user: 'a user',
  product: 'a product',
  modifierGroup: 'an option group',
  discountPreset: 'a discount',
  drawerSession: 'a cash drawer',
  drawerEvent: 'a drawer entry',
  sale: 'a sale',
  refund: 'a refund',
  expense: 'an expense',
  cashup: 'a cash-up report',
  shift: 'a shift',
  task: 'a task',
  event: 'an event',
  mobileOrder: 'a mobile order',
  customOrder: 'a custom order',
  storeSettings: 'the store settings',
});

const VERBS: Readonly<Record<SyncAction, string>> = { create: 'add', update: 'change', delete: 'delete' };

/** 'add an expense', 'change the store settings'. */
export function describeMutation(entity: SyncEntity, action: SyncAction): string {
  return `${VERBS[action]} ${SYNC_ENTITY_NOUNS[entity]}`;
}

/** The field people know a row by, when the change carries it: a product's name, an expense's description. */
export function mutationSubject(data: Readonly<Record<string, unknown>>): string | null {
  for (const key of ['name', 'description', 'title', 'date']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}
