import { DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';

/** The store's discount limit (thousandths of a percent of a sale) as this device knows it (issue 33). */
export function useDiscountLimit(): number {
  return (
    useLiveQuery(async () => (await repositories.settings.get())?.discountLimitMilliPercent, []) ??
    DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT
  );
}
