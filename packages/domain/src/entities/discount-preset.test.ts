import { describe, expect, it } from 'vitest';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import { discountPresetSchema } from './discount-preset.js';
import { discountPresetFormSchema, discountValueText } from './discount-preset-form.js';
import { entityModule } from './entity-modules.js';
import { base, messagesOf, userId } from './entity-test-kit.js';

const context = { actorId: userId, at: base.createdAt, madeAt: base.createdAt };
const create = (data: Record<string, unknown>) =>
  entityModule('discountPreset').create?.(
    MUTATION_DATA_SCHEMAS.discountPreset.create.parse({ id: base.id, ...data }),
    context,
    {},
  );

describe('a discount preset', () => {
  it('is stored as given: a name, a kind, a value and what it applies to', () => {
    const outcome = create({ name: '  Staff 50% ', kind: 'percent', value: 50_000, scope: 'sale' });
    expect(outcome).toEqual({
      ok: true,
      value: { name: 'Staff 50%', kind: 'percent', value: 50_000, scope: 'sale' },
    });
    expect(outcome?.ok && discountPresetSchema.safeParse({ ...base, ...outcome.value }).success).toBe(true);
  });

  it('needs a name and a kind', () => {
    expect(
      messagesOf(MUTATION_DATA_SCHEMAS.discountPreset.create, {
        id: base.id,
        name: ' ',
        kind: 'x',
        value: 1,
        scope: 'line',
      }),
    ).toMatchObject({
      name: 'Enter a name for the discount',
    });
  });

  it('refuses a percent above 100%, an amount above the ceiling, and nothing off', () => {
    expect(create({ name: 'Too much', kind: 'percent', value: 100_001, scope: 'line' })).toMatchObject({
      ok: false,
      refusal: { issues: [{ path: 'value', message: 'Enter a percentage from 0 to 100, such as 10' }] },
    });
    expect(create({ name: 'Too much', kind: 'amount', value: 100_000_000, scope: 'line' })).toMatchObject({
      ok: false,
      refusal: { issues: [{ path: 'value', message: 'Enter an amount in dollars, such as 1.50' }] },
    });
    expect(create({ name: 'Nothing', kind: 'amount', value: 0, scope: 'line' })?.ok).toBe(false);
    expect(create({ name: 'All', kind: 'percent', value: 100_000, scope: 'line' })?.ok).toBe(true);
  });

  it('checks an update of the value alone against the kind it keeps', () => {
    const row = {
      ...base,
      name: 'Remake',
      kind: 'amount' as const,
      value: 100_000_000,
      scope: 'line' as const,
    };
    expect(entityModule('discountPreset').derive?.(row, new Set(['value']), context)?.ok).toBe(false);
    expect(
      entityModule('discountPreset').derive?.({ ...row, value: 450 }, new Set(['value']), context),
    ).toEqual({
      ok: true,
      value: {},
    });
  });
});

describe('the discount preset form', () => {
  const form = (value: string, kind = 'percent') =>
    discountPresetFormSchema.safeParse({ name: 'Regular', kind, scope: 'line', value });

  it('reads a percent in thousandths and an amount in cents, and shows them back as typed', () => {
    expect(form('12.5').data).toEqual({ name: 'Regular', kind: 'percent', scope: 'line', value: 12_500 });
    expect(form('$1.50', 'amount').data?.value).toBe(150);
    expect(discountValueText('percent', 12_500)).toBe('12.5');
    expect(discountValueText('amount', 150)).toBe('1.50');
  });

  it('says what is wrong beside the value', () => {
    const valueMessage = (value: string, kind?: string) =>
      messagesOf(discountPresetFormSchema, { name: 'Regular', kind: kind ?? 'percent', scope: 'line', value })
        .value;
    expect(valueMessage('150')).toBe('Enter a percentage from 0 to 100, such as 10');
    expect(valueMessage('12.3456')).toBe('A percentage can have at most three decimals, such as 12.5');
    expect(valueMessage('ten')).toBe('Enter a percentage from 0 to 100, such as 10');
    expect(valueMessage('-1', 'amount')).toBe('Enter an amount in dollars, such as 1.50');
  });
});
