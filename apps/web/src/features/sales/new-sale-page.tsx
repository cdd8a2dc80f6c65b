import {
  DISCOUNT_MESSAGES,
  type DiscountChoice,
  formatMoney,
  forPricing,
  paths,
  paymentMethodOf,
  priceSale,
  SALE_MESSAGES,
  type SaleInput,
  type SalePayment,
  type SalePaymentInput,
  withDiscountCents,
  wordsForPeople,
} from '@cafe/domain';
import { ChevronDown, Search } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ManagerApproval } from '../../data/auth/discount-approval';
import { validationMessage } from '../../data/load-domain-schemas';
import { repositories } from '../../data/repositories/repositories';
import type { PreparedSale } from '../../data/repositories/sales-repository';
import { expectLocalWrite } from '../../data/sync/cashier-activity';
import { CategoryChips } from '../../ui/category-chips';
import { LazyConfirmDialog } from '../../ui/lazy-dialog';
import { CurrentSalePanel } from './current-sale-panel';
import { needsApproval } from './discount-limit';
import { type CategoryFilter, findByBarcode } from './filter-products';
import { lineDiscount, optionsPicker, payment, saleDiscount } from './lazy-sale-dialogs';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useSaleCompleteStore } from './sale-complete-store';
import { type DraftLine, useSaleDraftStore } from './sale-draft-store';
import { loadDraftApproval, useSaleReadAhead } from './sale-read-ahead';
import { useSalesHistoryStore } from './sales-history-store';
import { shownProducts, useCatalogue } from './use-catalogue';
import { useDiscountLimit } from './use-discount-limit';
import { useDrawerGate } from './use-drawer-gate';
import { useFitBelow } from './use-fit-below';
import { useManagerApproval } from './use-manager-approval';
import { useOptionsPicker } from './use-options-picker';
import { useTaxRate } from './use-tax-rate';

const NO_LINES: readonly DraftLine[] = [];

/**
 * The till (spec §2 New Sale): a sale is tap a product, tap Complete Sale, tap the payment method; the
 * sale-complete sheet then shows over Sales History with New Sale focused. The search box doubles as the target of a
 * keyboard-wedge barcode scanner: it types the code and presses Enter. From a tablet's width up the sale sits beside
 * the products, as tall as the screen, with only its lines scrolling: the Total and Complete Sale never scroll away.
 */
export function NewSalePage() {
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const { firstPage, products, searchable, categories } = catalogue;
  const taxRateMilliPercent = useTaxRate();
  const draftStore = useSaleDraftStore();
  const { draft } = draftStore;
  const picker = useOptionsPicker();
  const { ringUp } = picker;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [choosingPayment, setChoosingPayment] = useState(false);
  const [choosingDiscount, setChoosingDiscount] = useState(false);
  const [discountingLineId, setDiscountingLineId] = useState<string | null>(null);
  const discountLimit = useDiscountLimit();
  const drawerRefusal = useDrawerGate();
  const { manager, keepApproval } = useManagerApproval(draft, discountLimit);
  // A ref, not state: the page is left the moment the sale is paid, so re-rendering it first would only delay
  // the history. It also stops a second tap from ringing the sale up twice.
  const paid = useRef(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const registerRef = useRef<HTMLDivElement>(null);
  useFitBelow(registerRef);
  const { paying } = draftStore;

  // A paid draft with no write under way in this tab was left by a reload: the database says whether its sale
  // was stored.
  useEffect(() => {
    if (!paying || useSalesHistoryStore.getState().recent.some((entry) => entry.sale.id === paying.saleId))
      return;
    void repositories.sales.get(paying.saleId).then((stored) => {
      const drafts = useSaleDraftStore.getState();
      if (stored) drafts.paid(paying.saleId);
      else drafts.unpaid(paying.saleId);
    });
  }, [paying]);

  // Every match, uncapped: the grid draws only the first page of it, but Enter and the 'Showing N of M' line count
  // them all. Not deferred: filtering precomputed keys and drawing one page fits in a frame, and deferring the grid
  // would only add a frame between the keystroke and the cards.
  // Before the whole catalogue is read, the first page (or the placeholder while a search waits for the rest).
  const shown = useMemo(
    () => shownProducts({ firstPage, products, searchable }, search, category),
    [firstPage, products, searchable, search, category],
  );
  const lines = draft?.lines ?? NO_LINES;
  // Kept across keystrokes, with the callbacks below, so typing in the search renders the grid, not the panel.
  const saleDiscounts = draft?.discounts;
  // The lines' and the sale's discounts with the cents each takes (issue 33): shown as taken and stored as shown.
  const discounted = useMemo(() => withDiscountCents(lines, saleDiscounts), [lines, saleDiscounts]);
  const lineDiscounts = useMemo(() => discounted.lines.map((line) => line.discounts), [discounted]);
  const discountedSale = useMemo(
    () => (saleDiscounts ? { lines, discounts: saleDiscounts } : { lines }),
    [lines, saleDiscounts],
  );
  const discountingLine = lines.find((line) => line.lineId === discountingLineId) ?? null;
  const price = useMemo(
    () => priceSale({ lines, saleDiscounts: forPricing(discounted.discounts), taxRateMilliPercent }),
    [lines, discounted, taxRateMilliPercent],
  );
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const hasLines = lines.length > 0;

  useSaleReadAhead(hasLines, products ?? firstPage);

  // A sale under way is stored by a single tap (Cash, Card…): while one is, a first sync's history goes in
  // transactions small enough for that write to wait behind one at most (docs/till-sync.md, "A first sync in two phases").
  const saleUnderWay = hasLines || paying !== null;
  useEffect(() => {
    expectLocalWrite('new-sale', saleUnderWay);
    return () => expectLocalWrite('new-sale', false);
  }, [saleUnderWay]);

  const applyLineDiscount = useCallback(
    (lineId: string, discount: DiscountChoice | null, approved?: ManagerApproval) => {
      const drafts = useSaleDraftStore.getState();
      drafts.setLineDiscount(lineId, discount);
      keepApproval(drafts.draft?.tempId, discount, approved);
      setDiscountingLineId(null);
    },
    [keepApproval],
  );
  const closeLineDiscount = useCallback(() => setDiscountingLineId(null), []);

  const askToCancel = useCallback(() => setConfirmingCancel(true), []);
  const openDiscounts = useCallback(() => setChoosingDiscount(true), []);
  const choosePayment = useCallback(() => {
    setSaveError(null);
    setChoosingPayment(true);
  }, []);

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!products) {
      // The catalogue is still being read: a scanned code is found through the barcode index meanwhile.
      void repositories.products.byBarcode(search).then((scanned) => {
        if (scanned && ringUp(scanned)) setSearch('');
      });
      return;
    }
    // A scanned code names one product even when its digits also appear in other names or descriptions; an
    // unavailable one stays in the search so its card says why nothing was added (the store refuses it).
    const scanned = findByBarcode(searchable, search);
    if (scanned) {
      if (ringUp(scanned)) setSearch('');
      return;
    }
    const [only, ...others] = shown ?? [];
    if (only && others.length === 0 && ringUp(only)) setSearch('');
  }

  async function pay(payments: SalePaymentInput[]) {
    if (lines.length === 0 || paid.current) return;
    // Set before anything is awaited, so a second tap meanwhile cannot ring the sale up twice.
    paid.current = true;
    const noDrawer = drawerRefusal(payments);
    if (noDrawer) {
      paid.current = false;
      setSaveError(noDrawer);
      return;
    }
    const overLimit = needsApproval(discountedSale, discountLimit);
    let prepared: PreparedSale;
    try {
      // The signature kept with the draft, when it covers the draft as it is; else the manager's key, while here.
      const kept = overLimit && draft ? (await loadDraftApproval()).coveringApproval(draft) : null;
      if (overLimit && !kept && !manager) {
        // Changed since the manager approved, and their key is gone (a reload): they approve again first.
        paid.current = false;
        setSaveError(DISCOUNT_MESSAGES.needsApproval);
        return;
      }
      // Priced at the rate on screen: the total the customer was shown is the total stored.
      prepared = await repositories.sales.prepare(
        {
          // The one method of the legs, or 'split': what a till that knows no legs reads.
          paymentMethod: paymentMethodOf(payments as SalePayment[]) as SaleInput['paymentMethod'],
          payments,
          items: discounted.lines.map((line) => ({
            productId: line.productId,
            productName: line.productName,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            notes: line.notes,
            // A line with options says its base price and its options: the server checks that they add up.
            ...(line.options ? { basePrice: line.basePrice, options: line.options } : {}),
            ...(line.discounts ? { discounts: line.discounts } : {}),
          })),
          ...(discounted.discounts ? { discounts: discounted.discounts } : {}),
        },
        taxRateMilliPercent,
        kept
          ? async () => kept.approval
          : overLimit && manager
            ? // The approval came from the discount dialog, which loaded this module: the import is at hand.
              async (sale) =>
                (await import('../../data/auth/discount-approval')).signDiscountApproval(manager, sale)
            : undefined,
        // Stored with the ids it was signed over: the kept signature is over those.
        kept ? { sale: kept.saleId, items: lines.map((line) => line.lineId) } : undefined,
      );
    } catch (error) {
      // A sale that cannot be made is explained in the dialog; nothing was stored.
      paid.current = false;
      setSaveError(
        validationMessage(error) ??
          (error instanceof Error && wordsForPeople(error.message)
            ? error.message
            : 'The sale could not be saved'),
      );
      return;
    }
    // The sale's write starts first, and the history is drawn once its transaction exists: the history's reads then
    // wait for the sale, not the sale for them (issue 31: the save waited behind the history's draw and reads).
    const { id } = prepared.sale;
    let transactionOpen = () => {};
    const opened = new Promise<void>((resolve) => {
      transactionOpen = resolve;
    });
    const storing = repositories.sales.add(prepared, transactionOpen);
    let early: unknown = null;
    const started = await Promise.race([
      opened.then(() => true),
      storing.then(
        () => true,
        (error: unknown) => {
          early = error;
          return false;
        },
      ),
    ]);
    if (!started) {
      // Refused before anything was written (the session ended, say): the sale is still here to try again.
      paid.current = false;
      setSaveError(validationMessage(early) ?? 'The sale could not be saved. Please try again.');
      return;
    }
    // The history shows the sale at once, under its sale-complete sheet, while its transaction commits. The draft
    // stays aside until the sale is stored: a failed write brings it back, and so does a reload before the commit
    // (see the effect above).
    const history = useSalesHistoryStore.getState();
    history.rungUp(prepared.sale);
    useSaleCompleteStore.getState().show(prepared.sale);
    navigate(paths.sales, { flushSync: true });
    // In the same task as the navigation, so no frame shows New Sale emptied: the history is what paints next.
    draftStore.pay(id);
    try {
      await storing;
      history.markStored(id);
      useSaleDraftStore.getState().paid(id);
    } catch {
      // A storage failure: the app's blocking dialog explains it; the cashier is back at the sale to try again.
      history.failed(id);
      useSaleCompleteStore.getState().failed(id);
      useSaleDraftStore.getState().unpaid(id);
      navigate(paths.newSale, { replace: true });
    }
  }

  return (
    <div
      ref={registerRef}
      className="grid grid-cols-[minmax(0,1fr)] gap-6 pb-16 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-4 md:pb-0 lg:gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <section className="@container min-w-0 space-y-4">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKeyDown}
            aria-label="Search products"
            placeholder="Search products or scan a code..."
            autoComplete="off"
            className="block h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
          />
        </div>
        <CategoryChips categories={categories} value={category} onChange={setCategory} />
        {shown === undefined ? (
          <ProductGridSkeleton cards={catalogue.expectedCards} />
        ) : shown.length === 0 ? (
          <p className="py-10 text-center text-sm text-stone-600 dark:text-stone-400">
            {firstPage?.length === 0 ? 'No products yet.' : 'No products match your search.'}
          </p>
        ) : (
          <ProductGrid products={shown} onAdd={ringUp} />
        )}
      </section>
      <div ref={panelRef} className="scroll-mt-20 md:sticky md:top-20">
        <CurrentSalePanel
          className="md:max-h-[calc(100dvh-var(--fit-top,5rem)-1rem)]"
          draft={draft}
          saving={paying !== null}
          price={price}
          taxRateMilliPercent={taxRateMilliPercent}
          onStart={draftStore.start}
          onIncrement={draftStore.increment}
          onDecrement={draftStore.decrement}
          onRemove={draftStore.remove}
          onQuantity={draftStore.setQuantity}
          onNotes={draftStore.setNotes}
          lineDiscounts={lineDiscounts}
          onLineDiscount={setDiscountingLineId}
          onCancel={askToCancel}
          onComplete={choosePayment}
          discounts={discounted.discounts}
          onDiscount={openDiscounts}
        />
      </div>
      {itemCount > 0 ? (
        // On a phone the panel sits below the grid: this bar keeps the sale in sight and one tap away.
        <button
          type="button"
          onClick={() => panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          className="fixed inset-x-3 bottom-3 z-30 flex h-12 items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 text-sm font-medium text-white shadow-lg md:hidden dark:bg-brand-500 dark:text-stone-950"
        >
          <span>
            View sale · {itemCount} {itemCount === 1 ? 'item' : 'items'}
          </span>
          <span className="flex items-center gap-1 tabular-nums">
            {formatMoney(price.total)}
            <ChevronDown aria-hidden="true" className="size-4" />
          </span>
        </button>
      ) : null}
      <LazyConfirmDialog
        open={confirmingCancel}
        title={SALE_MESSAGES.cancelConfirm}
        message="The items in it are removed from this till."
        confirmLabel="Yes, cancel sale"
        cancelLabel="Keep sale"
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          draftStore.discard();
          navigate(paths.sales);
        }}
      />
      <saleDiscount.Dialog
        open={choosingDiscount}
        sale={discountedSale}
        applied={saleDiscounts?.[0]}
        onApply={(discount, approved) => {
          draftStore.setSaleDiscount(discount);
          keepApproval(draft?.tempId, discount, approved);
          setChoosingDiscount(false);
        }}
        onClose={() => setChoosingDiscount(false)}
      />
      <lineDiscount.Dialog
        line={discountingLine}
        sale={discountedSale}
        onApply={applyLineDiscount}
        onClose={closeLineDiscount}
      />
      <optionsPicker.Dialog request={picker.request} onAdd={picker.add} onClose={picker.close} />
      <payment.Dialog
        open={choosingPayment}
        total={price.total}
        error={saveError}
        onPay={(payments) => void pay(payments)}
        onClose={() => setChoosingPayment(false)}
      />
    </div>
  );
}
