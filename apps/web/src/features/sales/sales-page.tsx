import { canOpen, paths } from '@cafe/domain';
import { Plus, Vault } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { SalesHistory } from './lazy-sales-history';
import { NewSalePage } from './new-sale-page';

export function SalesPage() {
  const { pathname } = useLocation();
  const role = useAuthStore((state) => state.user?.role ?? null);
  const atIndex = pathname.replace(/\/+$/, '') === paths.sales;
  const isNewSale = pathname.startsWith(paths.newSale);

  return (
    <>
      <PageHeader
        title="Sales"
        description={isNewSale ? 'New Sale' : 'Sales History'}
        actions={
          // Spec §2: the 'New Sale' button appears only at /sales.
          isNewSale && canOpen(paths.drawer, role) ? (
            <Link to={paths.drawer} className={buttonClass('secondary', 'lg')}>
              <Vault aria-hidden="true" className="size-4" />
              Drawer
            </Link>
          ) : atIndex && canOpen(paths.newSale, role) ? (
            <Link
              to={paths.newSale}
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800 dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400"
            >
              <Plus aria-hidden="true" className="size-4" />
              New Sale
            </Link>
          ) : null
        }
      />
      {isNewSale ? <NewSalePage /> : <SalesHistory />}
    </>
  );
}
