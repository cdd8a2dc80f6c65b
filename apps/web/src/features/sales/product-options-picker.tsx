import {
  type ChosenOption,
  choiceRefusal,
  chosenOptions,
  decreaseOption,
  defaultChoice,
  formatMoney,
  type GroupChoice,
  keepOffered,
  type ModifierGroup,
  type Product,
  tapOption,
  unitPriceWithOptions,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { LazyDialog } from '../../ui/lazy-dialog';
import { OptionGroupChoice } from './option-group-choice';

/** A product tapped whose option groups were found: what the picker asks about. */
export interface OptionsRequest {
  /** Tells one opening from the next: each starts again from the defaults. */
  key: number;
  product: Product;
  /** The product's live groups, in its order, as read when it was tapped. */
  groups: ModifierGroup[];
}

export interface ProductOptionsPickerProps {
  request: OptionsRequest | null;
  onAdd: (product: Product, options: ChosenOption[]) => void;
  onClose: () => void;
}

/**
 * The options of a product with groups (Size, Milk, Extras), asked before its line is added. It opens with the
 * defaults chosen, so the common order is one tap on the product and one on Add; Add shows the line's price.
 */
export function ProductOptionsPicker({ request, onAdd, onClose }: ProductOptionsPickerProps) {
  return (
    <LazyDialog
      open={request !== null}
      title={request?.product.name ?? ''}
      description={request ? formatMoney(request.product.price) : undefined}
      onClose={onClose}
      // A column as tall as the sheet may be: the options scroll inside it, Add and Cancel stay below them.
      className="flex flex-col sm:max-w-2xl"
    >
      {request ? <OptionsForm key={request.key} request={request} onAdd={onAdd} onClose={onClose} /> : null}
    </LazyDialog>
  );
}

const NONE: GroupChoice = new Map();

function OptionsForm({
  request,
  onAdd,
  onClose,
}: { request: OptionsRequest } & Omit<ProductOptionsPickerProps, 'request'>) {
  const { product } = request;
  // Live while open: the product made unavailable or deleted on another till (or pulled so) cannot be added.
  const current = useLiveQuery(() => repositories.products.get(product.id), [product.id], product);
  const offered = current?.available === true;
  // Live while open: an option sold out on another till is disabled here, and taken out of the choice, at once.
  const groups =
    useLiveQuery(
      () => repositories.modifierGroups.byIds(product.modifierGroupIds ?? []),
      [request.key],
      request.groups,
    ) ?? request.groups;
  const [picked, setPicked] = useState<ReadonlyMap<string, GroupChoice>>(
    () => new Map(request.groups.map((group) => [group.id, defaultChoice(group)])),
  );
  // Refusals are shown once Add was tapped with a choice incomplete, and then follow the choice as it changes.
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  const choices = useMemo(
    () =>
      new Map(
        groups.map((group) => [group.id, keepOffered(group, picked.get(group.id) ?? defaultChoice(group))]),
      ),
    [groups, picked],
  );
  const options = useMemo(() => chosenOptions(groups, choices), [groups, choices]);
  const soldOut = useMemo(() => soldOutSinceChosen(groups, picked), [groups, picked]);
  const refusals = groups.map((group) => choiceRefusal(group, choices.get(group.id) ?? NONE));

  function change(group: ModifierGroup, next: (choice: GroupChoice) => GroupChoice) {
    setPicked((current) => new Map(current).set(group.id, next(choices.get(group.id) ?? NONE)));
  }

  function add() {
    if (!offered) return;
    const refused = refusals.findIndex((refusal) => refusal !== null);
    if (refused === -1) {
      onAdd(product, options);
      return;
    }
    setTried(true);
    // The first group still to choose gets the focus, scrolled into sight: its words say what is missing.
    const group = groups[refused];
    formRef.current?.querySelector<HTMLElement>(`[data-group="${group?.id}"] button:not(:disabled)`)?.focus();
  }

  return (
    <div ref={formRef} className="flex min-h-0 flex-1 flex-col">
      {!offered || soldOut.length > 0 ? (
        <p
          role="alert"
          className="mb-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {!offered
            ? `${product.name} is no longer available, so it cannot be added.`
            : `${soldOut.join(', ')} ${soldOut.length === 1 ? 'was' : 'were'} just sold out and ${soldOut.length === 1 ? 'is' : 'are'} no longer chosen.`}
        </p>
      ) : null}
      {/* Only the options scroll (the margin lets a focus ring show at the edges): Add never leaves the screen. */}
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-2 py-1">
        {groups.map((group, index) => (
          <OptionGroupChoice
            key={group.id}
            group={group}
            choice={choices.get(group.id) ?? NONE}
            refusal={tried ? (refusals[index] ?? null) : null}
            onTap={(optionId) => change(group, (choice) => tapOption(group, choice, optionId))}
            onFewer={(optionId) => change(group, (choice) => decreaseOption(choice, optionId))}
          />
        ))}
      </div>
      <div className="mt-3 grid shrink-0 grid-cols-[auto_minmax(0,1fr)] gap-2 border-t border-stone-200 pt-3 dark:border-stone-800">
        <Button size="lg" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button size="lg" data-autofocus="" onClick={add} disabled={!offered} className="justify-between">
          <span>Add</span>{' '}
          <span className="tabular-nums">{formatMoney(unitPriceWithOptions(product.price, options))}</span>
        </Button>
      </div>
    </div>
  );
}

/** The options the cashier chose that have been sold out since (on another till): named so the picker can say so. */
function soldOutSinceChosen(
  groups: readonly ModifierGroup[],
  picked: ReadonlyMap<string, GroupChoice>,
): string[] {
  return groups.flatMap((group) => {
    const choice = picked.get(group.id);
    if (!choice) return [];
    return group.options
      .filter((option) => option.soldOut && (choice.get(option.id) ?? 0) > 0)
      .map((option) => option.name);
  });
}
