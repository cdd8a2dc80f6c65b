import { can, type Product } from '@cafe/domain';
import { Download, Upload } from 'lucide-react';
import { memo, useRef } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { Button } from '../../ui/button';
import { downloadProductsCsv } from './download-products-csv';
import { ImportProductsDialog } from './import-products-dialog';
import { useProductImport } from './use-product-import';

/** Today on this device as YYYY-MM-DD, for the export's file name. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface CatalogueCsvActionsProps {
  /** The live catalogue; undefined while it loads (Export waits for it). */
  products: readonly Product[] | undefined;
  /** The message once an import is stored. */
  onImported: (message: string) => void;
}

/**
 * 'Export CSV' (export_data) and 'Import CSV' (manage_products, which the Products screen already requires) for the
 * list's header, with the import's preview dialog. Memoised: a search keystroke on the list does not redraw it.
 */
export const CatalogueCsvActions = memo(function CatalogueCsvActions({
  products,
  onImported,
}: CatalogueCsvActionsProps) {
  const role = useAuthStore((state) => state.user?.role ?? null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importer = useProductImport(onImported);

  return (
    <>
      {role && can(role, 'export_data') ? (
        <Button
          variant="secondary"
          disabled={products === undefined}
          onClick={() => products && downloadProductsCsv(products, localDay(new Date()))}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      ) : null}
      {role && can(role, 'manage_products') ? (
        <>
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            Import CSV
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-label="Choose a CSV file to import"
            className="hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so choosing the same file again (after fixing it) fires a change.
              event.target.value = '';
              if (file) void importer.choose(file);
            }}
          />
        </>
      ) : null}
      <ImportProductsDialog state={importer.state} onClose={importer.close} onConfirm={importer.confirm} />
    </>
  );
});
