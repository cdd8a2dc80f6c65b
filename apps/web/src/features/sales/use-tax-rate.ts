import { DEFAULT_TAX_RATE_MILLI_PERCENT } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';

/** The store's tax rate in thousandths of a percent as this device knows it (the sales repository prices with the same). */
export function useTaxRate(): number {
  return (
    useLiveQuery(async () => (await repositories.settings.get())?.taxRateMilliPercent, []) ??
    DEFAULT_TAX_RATE_MILLI_PERCENT
  );
}
