import { useAuthStore } from '../auth/auth-store';
import { signingSession } from '../auth/signing-session';
import { db } from '../db';
import { notifyLocalWrite } from '../sync/local-write-signal';
import { createCashupsRepository } from './cashups-repository';
import { createCustomOrdersRepository } from './custom-orders-repository';
import { createDiscountPresetsRepository } from './discount-presets-repository';
import { createDrawerRepository } from './drawer-repository';
import { createEventsRepository } from './events-repository';
import { createExpensesRepository } from './expenses-repository';
import { useLocalWriteErrorStore } from './local-write-error-store';
import type { RepositoryDeps } from './local-writer';
import { createMobileOrdersRepository } from './mobile-orders-repository';
import { createModifierGroupsRepository } from './modifier-groups-repository';
import { createProductsRepository } from './products-repository';
import { createRefundsRepository } from './refunds-repository';
import { createSalesRepository } from './sales-repository';
import { createSchedulesRepository } from './schedules-repository';
import { createSettingsRepository } from './settings-repository';
import { createTasksRepository } from './tasks-repository';
import { createUsersRepository } from './users-repository';

/** Every repository over one database; screens read with useLiveQuery(() => repositories.x.list()). */
export function createRepositories(deps: RepositoryDeps) {
  const sales = createSalesRepository(deps);
  return {
    products: createProductsRepository(deps),
    modifierGroups: createModifierGroupsRepository(deps),
    discountPresets: createDiscountPresetsRepository(deps),
    sales,
    refunds: createRefundsRepository(deps),
    expenses: createExpensesRepository(deps),
    cashups: createCashupsRepository(deps),
    schedules: createSchedulesRepository(deps),
    tasks: createTasksRepository(deps),
    events: createEventsRepository(deps),
    users: createUsersRepository(deps),
    settings: createSettingsRepository(deps),
    customOrders: createCustomOrdersRepository(deps, sales),
    mobileOrders: createMobileOrdersRepository(deps),
    drawer: createDrawerRepository(deps),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** The app's repositories: the signed-in user acts, every commit wakes the sync engine. */
export const repositories: Repositories = createRepositories({
  db,
  now: () => new Date(),
  newId: () => crypto.randomUUID(),
  currentUserId: () => useAuthStore.getState().user?.id ?? null,
  signerFor: (actorId) => signingSession.signerFor(actorId),
  onCommitted: notifyLocalWrite,
  onLocalWriteError: (error) => useLocalWriteErrorStore.getState().report(error),
});
