import { pushByHand, signedInUserId } from './pages/developer-tools';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expect, test } from './support/fixtures';

test('a staff member cannot push as the manager who signed in on the same till before them', async ({
  page,
}) => {
  const manager = await signInAs(page, 'Manager');
  const userId = () => signedInUserId(page);
  const managerId = await userId();
  await manager.logout();
  await signInAs(page, 'Staff');
  const staffId = await userId();
  // The till has registered and synced: its device id is stored and its own queue is empty.
  await new SyncIndicator(page).expectSynced();

  const product = { id: crypto.randomUUID(), name: 'Free coffee', category: 'beverages', price: 0 };
  const asManager = { entity: 'product', action: 'create', actorId: managerId, data: product };
  // Unsigned, as the app before actor keys sent changes.
  expect(await pushByHand(page, asManager, false)).toMatchObject({
    status: 200,
    result: { status: 'rejected', reason: 'unknown_actor' },
  });
  // Signed with the only key the till can use now: the staff member's own.
  expect(await pushByHand(page, asManager, true)).toMatchObject({
    status: 200,
    result: { status: 'rejected', reason: 'unknown_actor' },
  });

  // The same hand-made route works for the staff member's own change: the refusal is about the actor.
  const sale = {
    id: crypto.randomUUID(),
    items: [
      {
        id: crypto.randomUUID(),
        productId: crypto.randomUUID(),
        productName: 'Espresso',
        quantity: 1,
        unitPrice: 350,
      },
    ],
    paymentMethod: 'cash',
  };
  expect(
    await pushByHand(page, { entity: 'sale', action: 'create', actorId: staffId, data: sale }, true),
  ).toMatchObject({ status: 200, result: { status: 'applied' } });
});
