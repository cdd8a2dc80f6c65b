import { can } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import { NetworkPrintersSection } from './network-printers-section';
import { TillPrinterSection } from './till-printer-section';
import { useNetworkPrinters } from './use-network-printers';

/** On Settings › General: this till's printer for everyone; the store's network printers for an admin. */
export function PrinterSettings() {
  const { read, reload } = useNetworkPrinters();
  const isAdmin = useAuthStore((state) => (state.user ? can(state.user.role, 'manage_settings') : false));
  const storeName = useLiveQuery(async () => (await repositories.settings.get())?.name ?? 'Cafe POS', []);
  return (
    <div className="space-y-6">
      <TillPrinterSection networkPrinters={read} storeName={storeName ?? 'Cafe POS'} />
      {isAdmin ? <NetworkPrintersSection read={read} reload={reload} /> : null}
    </div>
  );
}
