/** The store's settings: one row per store, made with the store and only ever updated. */
import type { EntityModule } from './entity-module.js';

export const storeSettingsModule = {
  entity: 'storeSettings',
  immutableMessage: 'The store settings can only be updated',
} satisfies EntityModule<'storeSettings'>;
