import { formatMoney, type Product } from '@cafe/domain';
import { cn } from '../../ui/cn';

export interface ProductGridProps {
  products: readonly Product[];
  onAdd: (product: Product) => void;
}

/** Every product is a real button: one tap (or Enter/Space) adds it; an unavailable one is shown but disabled. */
export function ProductGrid({ products, onAdd }: ProductGridProps) {
  return (
    <ul aria-label="Products" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            disabled={!product.available}
            onClick={() => onAdd(product)}
            className={cn(
              'flex h-full min-h-24 w-full flex-col justify-between gap-2 rounded-xl border p-3 text-left shadow-sm transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              product.available
                ? 'border-stone-200 bg-white hover:border-brand-400 hover:bg-brand-50 active:bg-brand-100 dark:border-stone-800 dark:bg-stone-900 dark:hover:bg-stone-800'
                : 'cursor-not-allowed border-dashed border-stone-300 bg-stone-100 text-stone-400 dark:border-stone-700 dark:bg-stone-900/50',
            )}
          >
            <span className="line-clamp-2 text-sm font-medium text-stone-900 dark:text-stone-100">
              {product.name}
            </span>
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold tabular-nums text-brand-700 dark:text-brand-400">
                {formatMoney(product.price)}
              </span>
              {product.available ? null : (
                <span className="text-xs font-medium text-stone-500 dark:text-stone-400">Unavailable</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
