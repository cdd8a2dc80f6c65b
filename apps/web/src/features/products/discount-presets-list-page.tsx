import { DISCOUNT_SCOPE_LABELS, type DiscountPreset, formatDiscountValue, paths } from '@cafe/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { PageHeader } from '../../ui/page-header';
import { ReadStatus } from '../../ui/read-status';
import { ProductsTabs } from './products-tabs';
import { useDiscountPresets } from './use-discount-presets';

export const DELETE_DISCOUNT_QUESTION = 'Are you sure you want to delete this discount?';
export const DISCOUNT_SAVE_FAILED = 'Failed to save discount';

const NEW_DISCOUNT_PATH = `${paths.productDiscounts}/new`;
/** The list's Edit and Delete as 44 px targets: the back office is used on the tills' tablets too. */
const TOUCH = 'min-h-11 min-w-11';

/** /products/discounts: the named discounts a cashier applies on New Sale. */
export function DiscountPresetsListPage() {
  const read = useDiscountPresets();
  const [deleting, setDeleting] = useState<DiscountPreset | null>(null);

  const addDiscount = (
    <Link to={NEW_DISCOUNT_PATH} className={buttonClass('primary', 'lg')}>
      <Plus aria-hidden="true" className="size-4" />
      Add Discount
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Discounts"
        description="The discounts a cashier applies on New Sale: staff, regulars, a remake."
        actions={addDiscount}
      />
      <ProductsTabs />
      <Card className="p-4 sm:p-6">
        {read.state !== 'ready' ? (
          <ReadStatus
            state={read.state}
            loadingLabel="Loading discounts"
            failedMessage="Failed to load discounts"
          />
        ) : read.presets.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-stone-600 dark:text-stone-400">No discounts yet.</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Make one for each discount the counter gives, such as Staff 50% or Regular 10%.
            </p>
            <Link to={NEW_DISCOUNT_PATH} className={buttonClass('primary', 'lg', 'mt-4')}>
              <Plus aria-hidden="true" className="size-4" />
              Add Your First Discount
            </Link>
          </div>
        ) : (
          <ul aria-label="Discounts" className="divide-y divide-stone-200 dark:divide-stone-800">
            {read.presets.map((preset) => (
              <li key={preset.id} aria-label={preset.name} className="py-4">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <h2 className="break-words text-base font-semibold text-stone-900 dark:text-stone-50">
                      {preset.name}
                    </h2>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5">
                      <Badge tone="blue">{formatDiscountValue(preset)}</Badge>
                      <Badge>{DISCOUNT_SCOPE_LABELS[preset.scope]}</Badge>
                    </div>
                  </div>
                  <div className="inline-flex gap-1">
                    <Link
                      to={`${paths.productDiscounts}/edit/${preset.id}`}
                      aria-label={`Edit ${preset.name}`}
                      className={buttonClass('ghost', 'icon', TOUCH)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Link>
                    <Button
                      variant="ghost"
                      size="icon"
                      className={TOUCH}
                      aria-label={`Delete ${preset.name}`}
                      onClick={() => setDeleting(preset)}
                    >
                      <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDeleteDialog
        row={deleting}
        question={DELETE_DISCOUNT_QUESTION}
        consequence={(preset) =>
          `${preset.name} is no longer offered on New Sale. Past sales keep their discounts.`
        }
        onClose={() => setDeleting(null)}
        remove={(preset) => repositories.discountPresets.remove(preset.id)}
        failureLog="Failed to delete discount"
      />
    </>
  );
}
