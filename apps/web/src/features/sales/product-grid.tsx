import { formatMoney, type Product } from '@cafe/domain';
import { memo } from 'react';
import { cn } from '../../ui/cn';

/**
 * The most cards the grid draws at once. A till narrows by typing, so a longer list would only cost every
 * keystroke thousands of buttons nobody scrolls to.
 */
export const PRODUCT_GRID_LIMIT = 60;

export interface ProductGridProps {
  /** Every product that matches; the grid shows the first PRODUCT_GRID_LIMIT of them in this order. */
  products: readonly Product[];
  onAdd: (product: Product) => void;
}

const numberFormat = new Intl.NumberFormat('en-US');
/** The grid's columns, shared with its placeholder so both take the same room. */
const GRID_CLASSES = 'grid grid-cols-2 gap-3 @lg:grid-cols-3 @2xl:grid-cols-4 @5xl:grid-cols-5';

/** Names longer than this are set smaller, so two words like 'Custom Celebration' still share a line. */
const LONG_NAME = 20;

/** Every product is a real button: one tap (or Enter/Space) adds it; an unavailable one is shown but disabled. */
export const ProductGrid = memo(function ProductGrid({ products, onAdd }: ProductGridProps) {
  const cards = products.length > PRODUCT_GRID_LIMIT ? products.slice(0, PRODUCT_GRID_LIMIT) : products;
  return (
    <div className="space-y-3">
      {/* Columns by the room the grid has, not the screen's: beside the sale a tile keeps about 150 px or more. */}
      <ul aria-label="Products" className={GRID_CLASSES}>
        {cards.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onAdd={onAdd} />
          </li>
        ))}
      </ul>
      {cards.length < products.length ? (
        <p className="text-center text-sm text-stone-600 dark:text-stone-400">
          {`Showing ${numberFormat.format(cards.length)} of ${numberFormat.format(products.length)} products — type to narrow the search`}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The grid before its products are read: `cards` placeholders the size of the cards, so nothing below or beside
 * the grid moves when they arrive.
 */
export function ProductGridSkeleton({ cards }: { cards: number }) {
  return (
    <div role="status" aria-label="Loading products" className="space-y-3">
      <div className={GRID_CLASSES}>
        {Array.from({ length: cards }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            key={index}
            className="h-24 rounded-xl border border-stone-200 bg-stone-100 motion-safe:animate-pulse dark:border-stone-800 dark:bg-stone-900"
          />
        ))}
      </div>
    </div>
  );
}

interface ProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
}

/** Memoised: a card that stays in the grid across a keystroke is not rendered again. */
const ProductCard = memo(function ProductCard({ product, onAdd }: ProductCardProps) {
  return (
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
      {/* The whole name, never cut mid-word: a long one is set smaller and may take a third line. */}
      <span
        data-product-name=""
        className={cn(
          'font-medium break-words text-stone-900 dark:text-stone-100',
          product.name.length > LONG_NAME
            ? 'line-clamp-3 text-[0.8125rem] leading-tight'
            : 'line-clamp-2 text-sm',
        )}
      >
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
  );
});
