import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';
import { freshTill, makeModifierGroup, makeProduct } from '../../test/test-rows';

export { makeModifierGroup, makeProduct };

/**
 * A fresh device where the manager (the one these tests sign in as) holds the signing session an online sign-in
 * would have begun: every local write is signed by the acting user.
 */
export async function resetCatalogue(): Promise<void> {
  await freshTill(TEST_USERS.manager);
  useLocalWriteErrorStore.setState({ failure: null });
  localStorage.clear();
}
