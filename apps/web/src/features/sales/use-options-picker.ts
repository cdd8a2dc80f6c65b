import type { ChosenOption, Product } from '@cafe/domain';
import { useCallback, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { preloadDialogs } from '../../ui/lazy-dialog';
import type { OptionsRequest } from './product-options-picker';
import { useSaleDraftStore } from './sale-draft-store';

let openings = 0;

export interface OptionsPicker {
  /** The picker's question, or null while it is closed. */
  request: OptionsRequest | null;
  /**
   * A product tapped (or scanned): one without option groups is added at once, as before; one with groups opens the
   * picker once they are read from this device. False when nothing will happen (unavailable, a sale being stored).
   */
  ringUp: (product: Product) => boolean;
  /** The picker's Add: the line with its options, and the picker closes. */
  add: (product: Product, options: ChosenOption[]) => void;
  close: () => void;
}

/** New Sale's tap on a product, through the options picker when the product asks for options. */
export function useOptionsPicker(): OptionsPicker {
  const [request, setRequest] = useState<OptionsRequest | null>(null);

  const ringUp = useCallback((product: Product): boolean => {
    const drafts = useSaleDraftStore.getState();
    const groupIds = product.modifierGroupIds ?? [];
    if (groupIds.length === 0 || !product.available || drafts.paying) return drafts.add(product);
    preloadDialogs();
    // A local read, a few milliseconds: no spinner. A product whose groups are all gone adds as one without.
    void repositories.modifierGroups.byIds(groupIds).then((groups) => {
      if (groups.length === 0) useSaleDraftStore.getState().add(product);
      else setRequest({ key: ++openings, product, groups });
    });
    return true;
  }, []);

  const add = useCallback((product: Product, options: ChosenOption[]) => {
    useSaleDraftStore.getState().add(product, options);
    setRequest(null);
  }, []);

  const close = useCallback(() => setRequest(null), []);

  return { request, ringUp, add, close };
}
