import {
  formatMoney,
  labelFor,
  PRODUCT_CATEGORY_LABELS,
  type Product,
  paths,
  productMargin,
} from '@cafe/domain';
import { CheckCircle2, Plus, X } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { CategoryChips, type CategoryFilter } from '../../ui/category-chips';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { DataTable, dataColumns } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { Pager, pageOf } from '../../ui/pager';
import { rowActionsColumn } from '../../ui/row-actions';
import { SearchField } from '../../ui/search-field';
import { Switch } from '../../ui/switch';
import { CatalogueCsvActions } from './catalogue-csv-actions';
import { filterProducts } from './product-list-filter';
import { ProductsTabs } from './products-tabs';
import { useProducts } from './use-products';

/**
 * Rows mounted at once: a 5,000-product catalogue is paged, never mounted whole. 25, not 50: a row (switch, edit
 * link, delete button, icons) is about three New Sale cards' worth of DOM, and a keystroke that redraws a whole
 * page must fit in a frame (bench products-list-search).
 */
export const PRODUCTS_PAGE_SIZE = 25;

export const DELETE_PRODUCT_QUESTION = 'Are you sure you want to delete this product?';

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
      <ProductsTabs />
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

        <ProductsTable
          products={products === undefined ? undefined : shown.rows}
          onDelete={setDeleting}
          empty={
            products?.length === 0 ? (
              <>
                <p>No products have been added yet.</p>
                <Link to={`${paths.products}/new`} className={buttonClass('primary', 'md', 'mt-4')}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add Your First Product
                </Link>
              </>
            ) : (
              <p>No products match your search criteria.</p>
            )
          }
        />
        <Pager shown={shown} onPage={setPage} />
      </Card>
      <ConfirmDeleteDialog
        row={deleting}
        question={DELETE_PRODUCT_QUESTION}
        consequence={(product) => `${product.name} leaves the catalogue. Past sales keep their lines.`}
        onClose={() => setDeleting(null)}
        remove={(product) => repositories.products.remove(product.id)}
        failureLog="Failed to delete product"
      />
    </>
  );
}

const helper = dataColumns<Product>();

/** Spec §2: Name, Category, Description, Price, Available (an inline switch) and Actions; and the margin. */
function productColumns(onDelete: (product: Product) => void) {
  return helper.columns([
    helper.accessor('name', { header: 'Name', meta: { minWidth: 140 } }),
    helper.accessor((product) => labelFor(PRODUCT_CATEGORY_LABELS, product.category), {
      id: 'category',
      header: 'Category',
      meta: { width: 120, className: 'text-stone-700 dark:text-stone-300' },
    }),
    helper.accessor('description', {
      header: 'Description',
      meta: { minWidth: 140, className: 'text-stone-600 dark:text-stone-400' },
      cell: (info) => <span className="line-clamp-2">{info.getValue()}</span>,
    }),
    helper.accessor('price', {
      header: 'Price',
      meta: { width: 96, align: 'end', className: 'tabular-nums' },
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.accessor((product) => productMargin(product.price, product.unitCost), {
      id: 'margin',
      header: 'Margin',
      meta: { width: 88, align: 'end', className: 'tabular-nums' },
      cell: (info) => (info.getValue() === null ? '' : `${info.getValue()}%`),
    }),
    helper.display({
      id: 'available',
      header: 'Available',
      meta: { width: 104 },
      cell: ({ row }) => (
        <Switch
          checked={row.original.available}
          aria-label={`Available: ${row.original.name}`}
          onCheckedChange={(available) => {
            // Spec §5: saved at once; the live query redraws the switch from the stored row.
            repositories.products
              .update(row.original.id, { available })
              .catch((error) => console.error(error));
          }}
        />
      ),
    }),
    rowActionsColumn(helper, {
      label: (product) => product.name,
      editTo: (product) => `${paths.products}/edit/${product.id}`,
      onDelete,
    }),
  ]);
}

/** One page of the catalogue; a row that stays across a keystroke is not drawn again (DataTable memoises rows). */
function ProductsTable({
  products,
  onDelete,
  empty,
}: {
  products: readonly Product[] | undefined;
  onDelete: (product: Product) => void;
  empty: ReactNode;
}) {
  const columns = useMemo(() => productColumns(onDelete), [onDelete]);
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      loadingLabel="Loading products"
      empty={empty}
    />
  );
}
