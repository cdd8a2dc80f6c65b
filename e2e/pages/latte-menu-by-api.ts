import type { PlaywrightWorkerArgs } from '@playwright/test';
import { type ManagerChange, pushAsManager } from './catalogue-by-api';

/** An option of a group as a till's manager makes it (price change in cents). */
export const option = (name: string, priceDelta: number, isDefault = false) => ({
  id: crypto.randomUUID(),
  name,
  priceDelta,
  isDefault,
});

/** A modifier group's create data. */
export interface NewGroup {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  repeatable?: boolean;
  options: ReturnType<typeof option>[];
}

/** Size (exactly one; Regular), Milk (exactly one; Whole) and Extras (0–3, an extra shot may be had twice). */
export function latteGroups(): NewGroup[] {
  return [
    {
      id: crypto.randomUUID(),
      name: 'Size',
      minChoices: 1,
      maxChoices: 1,
      options: [option('Small', -50), option('Regular', 0, true), option('Large', 70)],
    },
    {
      id: crypto.randomUUID(),
      name: 'Milk',
      minChoices: 1,
      maxChoices: 1,
      options: [option('Whole', 0, true), option('Oat', 60), option('Almond', 60), option('Soy', 50)],
    },
    {
      id: crypto.randomUUID(),
      name: 'Extras',
      minChoices: 0,
      maxChoices: 3,
      repeatable: true,
      options: [option('Extra shot', 80), option('Decaf', 0)],
    },
  ];
}

/**
 * A $4.50 latte asking for `groups` in their order, pushed as a manager's till would with any `more` changes (the
 * rest of a test's menu) in the same push.
 */
export async function addLatte(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  name: string,
  groups: readonly NewGroup[],
  more: readonly ManagerChange[] = [],
): Promise<void> {
  await pushAsManager(playwright, baseURL, [
    ...groups.map((data) => ({ entity: 'modifierGroup', action: 'create' as const, data: { ...data } })),
    {
      entity: 'product',
      action: 'create',
      data: {
        id: crypto.randomUUID(),
        name,
        category: 'beverages',
        price: 450,
        available: true,
        modifierGroupIds: groups.map((group) => group.id),
      },
    },
    ...more,
  ]);
}
