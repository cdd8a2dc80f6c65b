import type { ChosenOption, DiscountChoice } from '@cafe/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/test-rows';
import { type DraftApproval, SALE_DRAFT_STORAGE_KEY, useSaleDraftStore } from './sale-draft-store';

const tea = makeProduct('Tea', 300);
const latte = makeProduct('Latte', 450);
const option = (name: string, priceDelta: number, quantity = 1): ChosenOption => ({
  groupId: `group-${name}`,
  groupName: 'Choice',
  optionId: `option-${name}`,
  name,
  priceDelta,
  quantity,
});
const milk = [option('Milk', 0)];
const largeOat = [option('Large', 70), option('Oat', 60)];

const remake: DiscountChoice = { reason: 'Spilled', name: 'Remake', kind: 'amount', value: 100 };
const staffHalf: DiscountChoice = {
  presetId: 'preset-staff',
  name: 'Staff 50%',
  kind: 'percent',
  value: 50_000,
};
const kept: DraftApproval = {
  saleId: 'sale-approved',
  message: 'signed text',
  approval: { approverId: 'manager', keyId: 'k'.repeat(43), signature: 's'.repeat(86), approvedAt: 'now' },
};

const drafts = () => useSaleDraftStore.getState();
const lines = () => drafts().draft?.lines ?? [];

describe('the sale draft', () => {
  beforeEach(() => {
    localStorage.clear();
    useSaleDraftStore.setState({ draft: null, paying: null });
  });

  it('merges an add into a line only of the same product, options and no note', () => {
    drafts().add(tea);
    drafts().add(tea);
    drafts().add(tea, milk);
    drafts().add(tea, [...milk]);
    expect(lines().map((line) => [line.productName, line.quantity, line.options?.length ?? 0])).toEqual([
      ['Tea', 2, 0],
      ['Tea', 2, 1],
    ]);
    // A tea with milk never merges into a plain tea, and no options is the same as none given.
    drafts().add(tea, []);
    expect(lines()[0]?.quantity).toBe(3);

    // A line with a note is the customer's own: the next tea is a line of its own.
    const [plain] = lines();
    drafts().setNotes(plain?.lineId ?? '', 'extra hot');
    drafts().add(tea);
    expect(lines().map((line) => [line.notes, line.quantity])).toEqual([
      ['extra hot', 3],
      ['', 2],
      ['', 1],
    ]);
    expect(new Set(lines().map((line) => line.lineId)).size).toBe(3);
  });

  it('never merges an add into a discounted line: the next one is a line of its own, at full price', () => {
    drafts().add(tea);
    const [plain] = lines();
    drafts().setLineDiscount(plain?.lineId ?? '', remake);
    drafts().add(tea);
    drafts().add(tea);
    expect(lines().map((line) => [line.quantity, line.discounts?.[0]?.name])).toEqual([
      [1, 'Remake'],
      [2, undefined],
    ]);
    // Taking the discount off makes it a plain line again, which an add may join.
    drafts().setLineDiscount(plain?.lineId ?? '', null);
    expect(lines()[0]).not.toHaveProperty('discounts');
    drafts().add(tea);
    expect(lines().map((line) => line.quantity)).toEqual([2, 2]);
  });

  it('a line’s discount replaces the one it had; any change of discounts ends the kept approval', () => {
    drafts().add(tea);
    drafts().add(latte);
    const [teaLine, latteLine] = lines().map((line) => line.lineId);
    const tempId = drafts().draft?.tempId ?? '';
    drafts().setLineDiscount(teaLine ?? '', remake);
    drafts().setLineDiscount(teaLine ?? '', staffHalf);
    expect(lines().map((line) => line.discounts)).toEqual([[staffHalf], undefined]);

    drafts().approve(tempId, kept);
    expect(drafts().draft?.approval).toEqual(kept);
    // An approval for another draft (the cashier moved on) is not kept with this one.
    drafts().approve('draft-other', { ...kept, saleId: 'other' });
    expect(drafts().draft?.approval).toEqual(kept);
    drafts().setLineDiscount(latteLine ?? '', remake);
    expect(drafts().draft).not.toHaveProperty('approval');

    drafts().approve(tempId, kept);
    drafts().setSaleDiscount(staffHalf);
    expect(drafts().draft).not.toHaveProperty('approval');
  });

  it('prices a line with options as its base plus the options, and keeps them as rung up', () => {
    drafts().add(latte, [...largeOat, option('Extra shot', 80, 2)]);
    drafts().add(latte);
    expect(lines()[0]).toMatchObject({
      productId: latte.id,
      basePrice: 450,
      unitPrice: 450 + 70 + 60 + 160,
      options: [{ name: 'Large' }, { name: 'Oat' }, { name: 'Extra shot', quantity: 2 }],
    });
    // A line without options carries neither a base price nor options.
    expect(lines()[1]).not.toHaveProperty('basePrice');
    expect(lines()[1]).not.toHaveProperty('options');
  });

  it('changes only the line it is told of', () => {
    drafts().add(latte);
    drafts().add(latte, largeOat);
    const [plain, large] = lines().map((line) => line.lineId);
    drafts().increment(large ?? '');
    drafts().setQuantity(plain ?? '', 5);
    drafts().setNotes(large ?? '', 'to go');
    expect(lines().map((line) => [line.quantity, line.notes])).toEqual([
      [5, ''],
      [2, 'to go'],
    ]);
    drafts().decrement(large ?? '');
    drafts().decrement(large ?? '');
    expect(lines().map((line) => line.lineId)).toEqual([plain]);
    drafts().remove(plain ?? '');
    expect(lines()).toEqual([]);
  });

  it('keeps its lines across a reload, options included', async () => {
    drafts().add(latte, largeOat);
    const saved = localStorage.getItem(SALE_DRAFT_STORAGE_KEY);
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ version: 1 });
    const before = lines();
    // A reload: the in-memory store is gone, only localStorage remains.
    useSaleDraftStore.setState({ draft: null });
    localStorage.setItem(SALE_DRAFT_STORAGE_KEY, saved ?? '');
    await useSaleDraftStore.persist.rehydrate();
    expect(lines()).toEqual(before);
  });

  it('loads a draft the previous version saved, whose lines had no id, and works on it', async () => {
    const line = { productId: tea.id, productName: 'Tea', unitPrice: 300, quantity: 2, notes: 'no sugar' };
    const draft = { tempId: 'draft-old', startedAt: '2026-03-01T09:00:00.000Z', lines: [line] };
    localStorage.setItem(
      SALE_DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { draft, paying: { saleId: 'sale-1', draft } }, version: 0 }),
    );
    await useSaleDraftStore.persist.rehydrate();

    expect(lines()).toEqual([{ ...line, lineId: tea.id }]);
    expect(drafts().paying?.draft.lines).toEqual([{ ...line, lineId: tea.id }]);
    drafts().increment(tea.id);
    expect(lines()[0]?.quantity).toBe(3);
    drafts().unpaid('sale-1');
    drafts().decrement(tea.id);
    expect(lines()[0]?.quantity).toBe(1);
  });

  it('loads an old save with no sale under way', async () => {
    localStorage.setItem(
      SALE_DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { draft: null, paying: null }, version: 0 }),
    );
    await useSaleDraftStore.persist.rehydrate();
    expect(drafts()).toMatchObject({ draft: null, paying: null });
  });
});
