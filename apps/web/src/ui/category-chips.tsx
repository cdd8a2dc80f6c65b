import { type CategoryFilter, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@cafe/domain';
import { cn } from './cn';

/** A category, or every category (the domain's product search takes it). */
export type { CategoryFilter };

export interface CategoryChipsProps<C extends string = ProductCategory> {
  categories: readonly C[];
  value: C | 'all';
  onChange: (value: C | 'all') => void;
  /** Each category's label; the product categories' by default (Expenses passes its own). */
  labels?: Readonly<Record<C, string>>;
}

/**
 * 'All' plus each category present (spec §2: New Sale, Products and Expenses); the pressed chip is the filter.
 */
export function CategoryChips<C extends string = ProductCategory>({
  categories,
  value,
  onChange,
  labels = PRODUCT_CATEGORY_LABELS as Readonly<Record<string, string>>,
}: CategoryChipsProps<C>) {
  const chips: { value: C | 'all'; label: string }[] = [
    { value: 'all', label: 'All' },
    ...categories.map((category) => ({ value: category, label: labels[category] })),
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Categories</legend>
      {/* Wrapped, not scrolled: every chip is in sight, with none hidden past an edge nothing points to. */}
      <div className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={value === chip.value}
            onClick={() => onChange(chip.value)}
            className={cn(
              'h-11 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors',
              value === chip.value
                ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-stone-950'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300 dark:hover:bg-stone-800',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
