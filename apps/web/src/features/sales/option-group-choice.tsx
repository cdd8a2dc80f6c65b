import {
  describeChoiceRule,
  formatPriceChange,
  type GroupChoice,
  type ModifierGroup,
  type ModifierOption,
} from '@cafe/domain';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../ui/cn';

export interface OptionGroupChoiceProps {
  group: ModifierGroup;
  choice: GroupChoice;
  /** What the group still needs, once Add was tapped without it (choiceRefusal's words); null otherwise. */
  refusal: string | null;
  onTap: (optionId: string) => void;
  /** One fewer of an option chosen more than once. */
  onFewer: (optionId: string) => void;
}

/**
 * One group of the picker: its name and what it asks ('Choose 1', 'Up to 3'), then its options as large buttons
 * that show what each adds to the price. A repeatable option counts its taps (×2) and has a minus beside it; a
 * sold-out one is shown, disabled, so the cashier can tell the customer.
 */
export function OptionGroupChoice({ group, choice, refusal, onTap, onFewer }: OptionGroupChoiceProps) {
  const titleId = useId();
  const ruleId = useId();
  const refusalId = useId();
  return (
    <fieldset
      className="min-w-0"
      data-group={group.id}
      aria-labelledby={titleId}
      aria-describedby={refusal ? `${ruleId} ${refusalId}` : ruleId}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="font-semibold text-stone-900 dark:text-stone-50">
          {group.name}
        </h3>
        <p id={ruleId} className="shrink-0 text-sm text-stone-600 dark:text-stone-400">
          {describeChoiceRule(group)}
        </p>
      </div>
      {refusal ? (
        <p id={refusalId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {group.options.map((option) => (
          <li key={option.id} className="flex min-w-0 gap-1">
            <OptionButton
              option={option}
              times={choice.get(option.id) ?? 0}
              repeatable={group.repeatable}
              onTap={onTap}
            />
            {group.repeatable && (choice.get(option.id) ?? 0) > 0 ? (
              <button
                type="button"
                aria-label={`One fewer ${option.name}`}
                onClick={() => onFewer(option.id)}
                className="inline-flex w-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 text-stone-700 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800"
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface OptionButtonProps {
  option: ModifierOption;
  times: number;
  repeatable: boolean;
  onTap: (optionId: string) => void;
}

function OptionButton({ option, times, repeatable, onTap }: OptionButtonProps) {
  const priceChange = formatPriceChange(option.priceDelta);
  const chosen = times > 0;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={option.soldOut}
      onClick={() => onTap(option.id)}
      className={cn(
        'flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-lg border-2 px-3 py-1.5 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-stone-900',
        option.soldOut
          ? 'cursor-not-allowed border-dashed border-stone-300 bg-stone-100 text-stone-500 dark:border-stone-700 dark:bg-stone-900/50 dark:text-stone-400'
          : chosen
            ? 'border-brand-600 bg-brand-50 text-stone-900 dark:border-brand-400 dark:bg-brand-500/15 dark:text-stone-50'
            : 'border-stone-200 bg-white text-stone-900 hover:border-brand-400 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{option.name}</span>
        {/* Chosen is told by more than colour: a tick, or the count of a repeatable option. */}
        {repeatable && chosen ? (
          <span className="shrink-0 text-sm font-semibold tabular-nums text-brand-800 dark:text-brand-300">
            ×{times}
          </span>
        ) : chosen ? (
          <Check
            aria-hidden="true"
            className="size-4 shrink-0 self-center text-brand-700 dark:text-brand-300"
          />
        ) : null}
      </span>
      {option.soldOut ? (
        <span className="text-xs font-medium">Sold out</span>
      ) : priceChange ? (
        <span className="text-xs tabular-nums text-stone-600 dark:text-stone-400">{priceChange}</span>
      ) : null}
    </button>
  );
}
