/**
 * Every synced entity's module, by entity: the one registration a new entity adds here (docs/adding-an-entity.md).
 * The sync code on both sides reads an entity's rules through `entityModule` and never names an entity itself.
 */
import { cashupModule } from './cashup-module.js';
import { customOrderModule } from './custom-order-module.js';
import { discountPresetModule } from './discount-preset-module.js';
import { drawerEventModule } from './drawer-event-module.js';
import { drawerSessionModule } from './drawer-session-module.js';
import type { EntityModule } from './entity-module.js';
import { eventModule } from './event-module.js';
import { expenseModule } from './expense-module.js';
import { mobileOrderModule } from './mobile-order-module.js';
import { modifierGroupModule } from './modifier-group-module.js';
import { productModule } from './product-module.js';
import { refundModule } from './refund-module.js';
import { saleModule } from './sale-module.js';
import { shiftModule } from './shift-module.js';
import { storeSettingsModule } from './store-settings-module.js';
import type { SyncEntity } from './sync-log-entry-rules.js';
import { taskModule } from './task-module.js';
import { userModule } from './user-module.js';

export const ENTITY_MODULES = {
  user: userModule,
  product: productModule,
  modifierGroup: modifierGroupModule,
  discountPreset: discountPresetModule,
  drawerSession: drawerSessionModule,
  drawerEvent: drawerEventModule,
  sale: saleModule,
  refund: refundModule,
  expense: expenseModule,
  cashup: cashupModule,
  shift: shiftModule,
  task: taskModule,
  event: eventModule,
  mobileOrder: mobileOrderModule,
  customOrder: customOrderModule,
  storeSettings: storeSettingsModule,
} as const satisfies { [E in SyncEntity]: EntityModule<E, object> };

/** What a create of `E` needs found in the database first (a shift: its person's name). */
export type FoundFor<E extends SyncEntity> =
  (typeof ENTITY_MODULES)[E] extends EntityModule<E, infer F extends object> ? F : never;

/** The module of `entity`, typed for generic code that holds the entity as a type parameter. */
export function entityModule<E extends SyncEntity>(entity: E): EntityModule<E, FoundFor<E>> {
  return ENTITY_MODULES[entity] as EntityModule<E, FoundFor<E>>;
}
