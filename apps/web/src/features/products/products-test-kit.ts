import type { ModifierGroup, ModifierOption } from '@cafe/domain';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';
import { freshTill, makeProduct, TEST_ROW_BASE } from '../../test/test-rows';

export { makeProduct };

/**
 * A fresh device where the manager (the one these tests sign in as) holds the signing session an online sign-in
 * would have begun: every local write is signed by the acting user.
 */
export async function resetCatalogue(): Promise<void> {
  await freshTill(TEST_USERS.manager);
  useLocalWriteErrorStore.setState({ failure: null });
  localStorage.clear();
}

/** An option group as a pull stores it: `options` as [name, price change in cents, extra fields]. */
export function makeModifierGroup(
  name: string,
  options: readonly [name: string, priceDelta: number, extra?: Partial<ModifierOption>][],
  choices: Partial<Pick<ModifierGroup, 'minChoices' | 'maxChoices' | 'repeatable' | 'kitchenName'>> = {},
): ModifierGroup {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    name,
    kitchenName: choices.kitchenName ?? null,
    minChoices: choices.minChoices ?? 1,
    maxChoices: choices.maxChoices ?? 1,
    repeatable: choices.repeatable ?? false,
    options: options.map(([optionName, priceDelta, extra]) => ({
      id: crypto.randomUUID(),
      name: optionName,
      kitchenName: null,
      priceDelta,
      isDefault: false,
      soldOut: false,
      ...extra,
    })),
  };
}
