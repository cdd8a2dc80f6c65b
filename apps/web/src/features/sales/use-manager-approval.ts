import type { DiscountChoice } from '@cafe/domain';
import { useCallback, useEffect, useState } from 'react';
import type { ManagerApproval } from '../../data/auth/discount-approval';
import { needsApproval } from './discount-limit';
import { type SaleDraft, useSaleDraftStore } from './sale-draft-store';
import { loadDraftApproval } from './sale-read-ahead';

/**
 * A manager's approval of the draft's discounts while New Sale is open: their key, in memory only, signs the draft
 * as it changes and the sale when it is paid. While the key is here the draft keeps the manager's signature over it
 * as it is now, so a reload (or leaving New Sale and coming back) keeps the approval the cashier was given, and only
 * that: a change made without the key (after a reload) leaves the kept signature covering nothing, and the manager
 * is asked again. Returns the manager whose key is here for this draft, and `keepApproval`, which a new discount
 * calls with its own approval or none (the manager approved the discounts as they were); taking one off keeps the
 * approval, which covered more.
 */
export function useManagerApproval(draft: SaleDraft | null, discountLimit: number) {
  const [approval, setApproval] = useState<{ tempId: string; manager: ManagerApproval } | null>(null);
  const manager = approval && approval.tempId === draft?.tempId ? approval.manager : null;

  useEffect(() => {
    if (!manager || !draft || !needsApproval(draft, discountLimit)) return;
    let current = true;
    void loadDraftApproval()
      .then((module) => (module.coveringApproval(draft) ? null : module.signDraftApproval(manager, draft)))
      .then((signed) => {
        if (signed && current) useSaleDraftStore.getState().approve(draft.tempId, signed);
      })
      .catch(() => {
        // Nothing lost: the key in memory still signs the sale when it is paid.
      });
    return () => {
      current = false;
    };
  }, [manager, draft, discountLimit]);

  const keepApproval = useCallback(
    (tempId: string | undefined, discount: DiscountChoice | null, approved?: ManagerApproval) => {
      if (discount === null) return;
      setApproval(approved && tempId ? { tempId, manager: approved } : null);
    },
    [],
  );
  return { manager, keepApproval };
}
