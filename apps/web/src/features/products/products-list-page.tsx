import {
  formatMoney,
  labelFor,
  PRODUCT_CATEGORY_LABELS,
  type Product,
  paths,
  productMargin,
} from '@cafe/domain';
import { CheckCircle2, Plus, X } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { CategoryChips, type CategoryFilter } from '../../ui/category-chips';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { Pager, pageOf } from '../../ui/pager';
import { RowActions } from '../../ui/row-actions';
import { SearchField } from '../../ui/search-field';
import { Spinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import { CatalogueCsvActions } from './catalogue-csv-actions';
import { filterProducts } from './filter-products';
import { useProducts } from './use-products';

/**
 * Rows mounted at once: a 5,000-product catalogue is paged, never mounted whole. 25, not 50: a row (switch, edit
 * link, delete button, icons) is about three New Sale cards' worth of DOM, and a keystroke that redraws a whole
 * page must fit in a frame (bench products-list-search).
 */
export const PRODUCTS_PAGE_SIZE = 25;

export const DELETE_PRODUCT_QUESTION = 'Are you sure you want to delete this product?';

const cell = 'px-4 py-3 align-middle';

export function ProductsListPage() {
  const { products, searchable, categories } = useProducts();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  // Not deferred, as on New Sale: filtering the precomputed keys and drawing one page fits in a frame, and a
  // deferred render only adds a yield (and, on a busy tablet, other work) between the keystroke and the rows.
  const matches = useMemo(() => filterProducts(searchable, search, category), [searchable, search, category]);
  // Memoised with the table and its rows: a keystroke redraws only the rows that changed.
  const shown = useMemo(() => pageOf(matches, page, PRODUCTS_PAGE_SIZE), [matches, page]);
  // A chip that no longer has products (its last one was deleted) falls back to All.
  const chip = category === 'all' || categories.includes(category) ? category : 'all';

  // On the list path only (spec §2), like Add Product.
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <CatalogueCsvActions products={products} onImported={setImported} />
      <Link to={`${paths.products}/new`} className={buttonClass('primary')}>
        <Plus aria-hidden="true" className="size-4" />
        Add Product
      </Link>
    </div>
  );

  return (
    <>
      <PageHeader title="Products" description="Your product catalogue." actions={actions} />
      <div role="status" className="empty:hidden">
        {imported ? (
          <div className="mb-4 flex items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            <p className="flex-1">{imported}</p>
            <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setImported(null)}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
      </div>
      <Card className="p-4 sm:p-6">
        <div className="mb-4 space-y-3">
          <SearchField
            label="Search products"
            placeholder="Search products..."
            value={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(0);
            }}
          />
          <CategoryChips
            categories={categories}
            value={chip}
            onChange={(next) => {
              setCategory(next);
              setPage(0);
            }}
          />
        </div>

        {products === undefined ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading products" />
          </div>
        ) : products.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-stone-600 dark:text-stone-400">No products have been added yet.</p>
            <Link to={`${paths.products}/new`} className={buttonClass('primary', 'md', 'mt-4')}>
              <Plus aria-hidden="true" className="size-4" />
              Add Your First Product
            </Link>
          </div>
        ) : matches.length === 0 ? (
          <p className="py-12 text-center text-stone-600 dark:text-stone-400">
            No products match your search criteria.
          </p>
        ) : (
          <>
            <ProductsTable products={shown.rows} onDelete={setDeleting} />
            <Pager shown={shown} onPage={setPage} />
          </>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_PRODUCT_QUESTION}
        message={deleting ? `${deleting.name} leaves the catalogue. Past sales keep their lines.` : undefined}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const product = deleting;
          setDeleting(null);
          // Spec §8: a delete failure is only logged (a full disk is reported by the repository itself).
          if (product) repositories.products.remove(product.id).catch((error) => console.error(error));
        }}
      />
    </>
  );
}

const ProductsTable = memo(function ProductsTable({
  products,
  onDelete,
}: {
  products: readonly Product[];
  onDelete: (product: Product) => void;
}) {
  return (
    <div className="overflow-x-auto">
      {/* Fixed layout: the widths come from the header, so a keystroke that swaps the rows does not make the
          browser measure every cell again to size the columns. */}
      <table className="w-full min-w-[36rem] table-fixed text-left text-sm">
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
          <tr>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={`${cell} w-32`}>
              Category
            </th>
            <th scope="col" className={`${cell} hidden md:table-cell`}>
              Description
            </th>
            <th scope="col" className={`${cell} w-24 text-right`}>
              Price
            </th>
            <th scope="col" className={`${cell} w-24 hidden text-right sm:table-cell`}>
              Margin
            </th>
            <th scope="col" className={`${cell} w-28`}>
              Available
            </th>
            <th scope="col" className={`${cell} w-28 text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {products.map((product) => (
            <ProductRow key={product.id} product={product} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** One product's row; memoised, so a row that stays across a keystroke is not drawn again. */
const ProductRow = memo(function ProductRow({
  product,
  onDelete,
}: {
  product: Product;
  onDelete: (product: Product) => void;
}) {
  const margin = productMargin(product.price, product.unitCost);
  return (
    <tr>
      <th scope="row" className={`${cell} font-medium text-stone-900 dark:text-stone-100`}>
        {product.name}
      </th>
      <td className={`${cell} text-stone-700 dark:text-stone-300`}>
        {labelFor(PRODUCT_CATEGORY_LABELS, product.category)}
      </td>
      <td className={`${cell} hidden max-w-xs truncate text-stone-600 md:table-cell dark:text-stone-400`}>
        {product.description}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatMoney(product.price)}</td>
      <td className={`${cell} hidden text-right tabular-nums sm:table-cell`}>
        {margin === null ? '' : `${margin}%`}
      </td>
      <td className={cell}>
        <Switch
          checked={product.available}
          aria-label={`Available: ${product.name}`}
          onCheckedChange={(available) => {
            // Spec §5: saved at once; the live query redraws the switch from the stored row.
            repositories.products.update(product.id, { available }).catch((error) => console.error(error));
          }}
        />
      </td>
      <td className={`${cell} text-right`}>
        <RowActions
          label={product.name}
          editTo={`${paths.products}/edit/${product.id}`}
          onDelete={() => onDelete(product)}
        />
      </td>
    </tr>
  );
});
