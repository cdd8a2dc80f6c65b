import type { Cents } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { generateActorKey } from '../../data/auth/actor-key';
import type { ManagerApproval } from '../../data/auth/discount-approval';
import { signedBy } from './approval-test-kit';
import { needsApproval } from './discount-limit';
import { withLineDiscount, withSaleDiscount } from './discount-what-if';
import { approvedSale, coveringApproval } from './draft-approval';
import type { DraftLine, SaleDraft } from './sale-draft-store';
import { signDraftApproval } from './sign-draft-approval';

/** Issue 33: the limit is measured on all of a sale's discounts, and a signed approval kept with the draft. */

const line = (lineId: string, unitPrice: number, quantity = 1): DraftLine => ({
  lineId,
  productId: `product-${lineId}`,
  productName: lineId,
  unitPrice: unitPrice as Cents,
  quantity,
  notes: '',
});
const remake = { reason: 'Spilled', name: 'Open discount', kind: 'amount', value: 300 } as const;
const regular = { presetId: 'preset-regular', name: 'Regular 10%', kind: 'percent', value: 10_000 } as const;
const LIMIT = 20_000;

describe('the discount limit on the till', () => {
  const sale = { lines: [line('latte', 500, 2)] };

  it('counts a line’s discount and the sale’s together, as the server does', () => {
    // $3.00 off a $10.00 line is 30%: above 20% by the line alone.
    expect(needsApproval(withLineDiscount(sale, 'latte', remake), LIMIT)).toBe(true);
    // 10% of the sale is under; 10% with $1.50 off the line is 23.5% ($1.50 + 10% of $8.50): above.
    expect(needsApproval(withSaleDiscount(sale, regular), LIMIT)).toBe(false);
    const both = withSaleDiscount(withLineDiscount(sale, 'latte', { ...remake, value: 150 }), regular);
    expect(needsApproval(both, LIMIT)).toBe(true);
  });
});

describe('a manager’s approval kept with the draft', () => {
  async function approvedDraft(
    lines: DraftLine[] = [{ ...line('latte', 500, 2), discounts: [remake] }, line('muffin', 375)],
  ) {
    const key = await generateActorKey(globalThis.crypto);
    const manager: ManagerApproval = {
      approverId: crypto.randomUUID(),
      approverName: 'Maria',
      approvedAt: '2026-03-14T15:00:00.000Z',
      key,
    };
    const draft: SaleDraft = {
      tempId: 'draft-1',
      startedAt: '2026-03-14T14:59:00.000Z',
      lines,
    };
    return { key, draft: { ...draft, approval: await signDraftApproval(manager, draft) } };
  }

  it('is the manager’s signature over the draft as the sale is stored, and still covers it after a reload', async () => {
    const { key, draft } = await approvedDraft();
    const kept = draft.approval;
    expect(await signedBy(key.publicKey, kept.approval.signature, kept.message)).toBe(true);
    // Over the line ids as the items' ids and the cents each discount takes.
    expect(approvedSale(draft, kept.saleId)).toEqual({
      id: kept.saleId,
      items: [
        { id: 'latte', discounts: [{ ...remake, cents: 300 }] },
        { id: 'muffin', discounts: undefined },
      ],
      discounts: undefined,
    });
    // A reload: the draft comes back from localStorage as JSON.
    const reloaded = JSON.parse(JSON.stringify(draft)) as SaleDraft;
    expect(coveringApproval(reloaded)).toEqual(kept);
  });

  it('covers nothing once a discount, its cents or the lines changed since it was signed', async () => {
    const { draft } = await approvedDraft();
    const [latte, muffin] = draft.lines;
    if (!latte || !muffin) throw new Error('two lines expected');
    // What it signs is each discount's kind, value and cents on each line (what the server verifies): another
    // muffin, or a third latte still $3.00 off, is what the manager approved; half of a third latte is not.
    expect(coveringApproval({ ...draft, lines: [latte, { ...muffin, quantity: 2 }] })).not.toBeNull();
    expect(coveringApproval({ ...draft, lines: [{ ...latte, quantity: 3 }, muffin] })).not.toBeNull();
    const half = { presetId: 'preset-staff', name: 'Staff 50%', kind: 'percent', value: 50_000 } as const;
    const { draft: staff } = await approvedDraft([{ ...latte, discounts: [half] }, muffin]);
    expect(coveringApproval(staff)).not.toBeNull();
    expect(
      coveringApproval({ ...staff, lines: [{ ...latte, discounts: [half], quantity: 3 }, muffin] }),
    ).toBeNull();
    expect(
      coveringApproval({ ...draft, lines: [{ ...latte, discounts: [{ ...remake, value: 400 }] }, muffin] }),
    ).toBeNull();
    expect(coveringApproval({ ...draft, discounts: [regular] })).toBeNull();
    expect(coveringApproval({ ...draft, lines: [latte] })).toBeNull();
    expect(coveringApproval({ ...draft, approval: undefined })).toBeNull();
  });
});
