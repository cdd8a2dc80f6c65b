import { type ModifierGroup, type ModifierOption, paths } from '@cafe/domain';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { PageHeader } from '../../ui/page-header';
import { ReadStatus } from '../../ui/read-status';
import { OptionGroupItem } from './option-group-item';
import { optionsForUpdate } from './option-group-values';
import { ProductsTabs } from './products-tabs';
import { useModifierGroups } from './use-modifier-groups';
import { useProducts } from './use-products';

export const DELETE_OPTION_GROUP_QUESTION = 'Are you sure you want to delete this option group?';
export const OPTION_GROUP_SAVE_FAILED = 'Failed to save option group';

const NEW_GROUP_PATH = `${paths.productOptions}/new`;

/** The group with one option marked sold out, or back in. */
function withSoldOut(group: ModifierGroup, optionId: string, soldOut: boolean) {
  return optionsForUpdate(
    group.options.map((option) => (option.id === optionId ? { ...option, soldOut } : option)),
  );
}

/** /products/options: the store's option groups, each option's sold-out switch saved at once. */
export function OptionGroupsListPage() {
  const read = useModifierGroups();
  const { products } = useProducts();
  const [deleting, setDeleting] = useState<ModifierGroup | null>(null);
  const [toggleFailed, setToggleFailed] = useState(false);

  const toggle = useCallback((group: ModifierGroup, option: ModifierOption) => {
    setToggleFailed(false);
    repositories.modifierGroups
      .update(group.id, { options: withSoldOut(group, option.id, !option.soldOut) })
      .catch((error: unknown) => {
        console.error(OPTION_GROUP_SAVE_FAILED, error);
        setToggleFailed(true);
      });
  }, []);

  const offeredBy = useMemo(() => {
    const counts = new Map<string, number>();
    for (const product of products ?? []) {
      for (const id of product.modifierGroupIds ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }, [products]);

  const addGroup = (
    <Link to={NEW_GROUP_PATH} className={buttonClass('primary', 'lg')}>
      <Plus aria-hidden="true" className="size-4" />
      Add Option Group
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Option groups"
        description="The choices a product asks for on New Sale: size, milk, extras."
        actions={addGroup}
      />
      <ProductsTabs />
      {toggleFailed ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {OPTION_GROUP_SAVE_FAILED}
        </p>
      ) : null}
      <Card className="p-4 sm:p-6">
        {read.state !== 'ready' ? (
          <ReadStatus
            state={read.state}
            loadingLabel="Loading option groups"
            failedMessage="Failed to load option groups"
          />
        ) : read.groups.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-stone-600 dark:text-stone-400">No option groups yet.</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Make one for each choice a barista asks about, such as Size or Milk, then add it to products.
            </p>
            <Link to={NEW_GROUP_PATH} className={buttonClass('primary', 'lg', 'mt-4')}>
              <Plus aria-hidden="true" className="size-4" />
              Add Your First Option Group
            </Link>
          </div>
        ) : (
          <ul aria-label="Option groups" className="divide-y divide-stone-200 dark:divide-stone-800">
            {read.groups.map((group) => (
              <OptionGroupItem key={group.id} group={group} onToggleSoldOut={toggle} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDeleteDialog
        row={deleting}
        question={DELETE_OPTION_GROUP_QUESTION}
        consequence={(group) => deleteConsequence(group, offeredBy.get(group.id) ?? 0)}
        onClose={() => setDeleting(null)}
        remove={(group) => repositories.modifierGroups.remove(group.id)}
        failureLog="Failed to delete option group"
      />
    </>
  );
}

function deleteConsequence(group: ModifierGroup, products: number): string {
  const offered =
    products === 0
      ? 'No product asks for it.'
      : `${products === 1 ? '1 product stops' : `${products} products stop`} asking for it.`;
  return `${group.name} leaves the menu. ${offered} Past sales keep their options.`;
}
