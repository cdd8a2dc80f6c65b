import { type ModifierGroup, type ModifierOption, paths } from '@cafe/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { cn } from '../../ui/cn';
import { choicesLabel, priceChangeLabel } from './option-group-labels';
import { SoldOutSwitch } from './sold-out-switch';

/** The list's Edit and Delete as 44 px targets: the back office is used on the tills' tablets too. */
const TOUCH = 'min-h-11 min-w-11';

/** One group on the option groups list: its name and choices, each option with its price and sold-out switch. */
export const OptionGroupItem = memo(function OptionGroupItem({
  group,
  onToggleSoldOut,
  onDelete,
}: {
  group: ModifierGroup;
  onToggleSoldOut(group: ModifierGroup, option: ModifierOption): void;
  onDelete(group: ModifierGroup): void;
}) {
  const headingId = `option-group-${group.id}`;
  return (
    <li aria-labelledby={headingId} className="py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="break-words text-base font-semibold text-stone-900 dark:text-stone-50"
          >
            {group.name}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge tone="blue">{choicesLabel(group)}</Badge>
            {group.repeatable ? <Badge>An option can repeat</Badge> : null}
            {group.kitchenName ? (
              <span className="text-xs text-stone-600 dark:text-stone-400">Kitchen: {group.kitchenName}</span>
            ) : null}
          </div>
        </div>
        <div className="inline-flex gap-1">
          <Link
            to={`${paths.productOptions}/edit/${group.id}`}
            aria-label={`Edit ${group.name}`}
            className={buttonClass('ghost', 'icon', TOUCH)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className={TOUCH}
            aria-label={`Delete ${group.name}`}
            onClick={() => onDelete(group)}
          >
            <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
          </Button>
        </div>
      </div>
      <ul aria-label={`${group.name} options`} className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {group.options.map((option) => (
          <li
            key={option.id}
            className="flex min-w-0 items-center gap-2 rounded-lg border border-stone-200 px-3 py-1 dark:border-stone-800"
          >
            <div className="min-w-0 flex-1">
              <p
                className={cn(
                  'break-words text-sm font-medium text-stone-900 dark:text-stone-100',
                  option.soldOut && 'text-stone-500 line-through dark:text-stone-400',
                )}
              >
                {option.name}
                {option.priceDelta !== 0 ? ' ' : null}
                {option.priceDelta !== 0 ? (
                  <span className="font-normal tabular-nums text-stone-700 dark:text-stone-300">
                    {priceChangeLabel(option.priceDelta)}
                  </span>
                ) : null}
              </p>
              {option.isDefault ? (
                <p className="text-xs text-stone-600 dark:text-stone-400">Default</p>
              ) : null}
            </div>
            <SoldOutSwitch
              optionName={option.name}
              soldOut={option.soldOut}
              onToggle={() => onToggleSoldOut(group, option)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
});
