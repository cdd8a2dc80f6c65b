import { paths } from '@cafe/domain';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SaleCompleteSheetProps } from './sale-complete-sheet';
import { useSaleCompleteStore } from './sale-complete-store';
import { useSaleDraftStore } from './sale-draft-store';

const loadSheet = () => import('./sale-complete-sheet');

// Once fetched, the sheet is drawn in the very render that shows the history: no Suspense round between the
// Cash tap and the sheet (lazy() would wait one, even for code already here).
let LoadedSheet: ComponentType<SaleCompleteSheetProps> | null = null;
const LazySheet = lazy(() =>
  loadSheet().then((module) => {
    LoadedSheet = module.SaleCompleteSheet;
    return { default: module.SaleCompleteSheet };
  }),
);

/** Fetches the sheet's code while a sale is under way, so it shows the moment the sale is paid. */
export function preloadSaleCompleteSheet(): void {
  if (LoadedSheet) return;
  loadSheet()
    .then((module) => {
      LoadedSheet = module.SaleCompleteSheet;
    })
    .catch(() => {
      // Nothing to report: showing the sheet imports it again and the app's error screen tells of a failure.
    });
}

/** The sale-complete sheet of the sale just paid for, over Sales History. */
export function SaleCompleteHost() {
  const sale = useSaleCompleteStore((state) => state.sale);
  const navigate = useNavigate();
  if (!sale) return null;
  const close = () => useSaleCompleteStore.getState().close();
  const props: SaleCompleteSheetProps = {
    sale,
    onClose: close,
    onNewSale: () => {
      close();
      useSaleDraftStore.getState().start();
      navigate(paths.newSale);
    },
  };
  // Keyed by the sale: the next sale's sheet starts with nothing tendered.
  return <SheetOf key={sale.id} {...props} />;
}

function SheetOf(props: SaleCompleteSheetProps) {
  // Chosen once per sheet: swapping the lazy stand-in for the loaded one later would open the sheet afresh.
  const [Sheet] = useState(() => LoadedSheet);
  if (Sheet) return <Sheet {...props} />;
  return (
    <Suspense fallback={null}>
      <LazySheet {...props} />
    </Suspense>
  );
}
