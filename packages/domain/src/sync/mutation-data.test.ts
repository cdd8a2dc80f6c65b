import { describe, expect, it } from 'vitest';
import { mutationDataSchema } from './mutation-data.js';

const ID = '33333333-3333-4333-8333-333333333333';

describe('mutationDataSchema', () => {
  it('validates a product create with the form rules and the client id', () => {
    const schema = mutationDataSchema('product', 'create');
    expect(schema?.safeParse({ id: ID, name: 'Tea', price: 300 }).success).toBe(true);
    expect(schema?.safeParse({ id: ID, name: '', price: 300 }).success).toBe(false);
    expect(schema?.safeParse({ name: 'Tea', price: 300 }).success).toBe(false);
  });

  it('refuses fields the server owns', () => {
    const schema = mutationDataSchema('product', 'create');
    expect(schema?.safeParse({ id: ID, name: 'Tea', price: 300, version: 9 }).success).toBe(false);
  });

  it('lets an update carry any subset of the fields plus the id', () => {
    const schema = mutationDataSchema('product', 'update');
    expect(schema?.safeParse({ id: ID, price: 325 }).success).toBe(true);
    expect(schema?.safeParse({ id: ID, price: -1 }).success).toBe(false);
    expect(schema?.safeParse({ price: 325 }).success).toBe(false);
  });

  it('has no schema for what is never allowed, and { id } for deletes', () => {
    expect(mutationDataSchema('sale', 'update')).toBeNull();
    expect(mutationDataSchema('sale', 'delete')).toBeNull();
    expect(mutationDataSchema('storeSettings', 'create')).toBeNull();
    expect(mutationDataSchema('task', 'delete')?.safeParse({ id: ID }).success).toBe(true);
    expect(mutationDataSchema('task', 'delete')?.safeParse({ id: ID, title: 'x' }).success).toBe(false);
  });

  it('checks cross-field rules on creates and on updates that carry both fields', () => {
    const shift = mutationDataSchema('shift', 'create');
    const base = { id: ID, userId: ID, start: '2026-03-14T09:00:00Z', end: '2026-03-14T17:00:00Z' };
    expect(shift?.safeParse(base).success).toBe(true);
    expect(shift?.safeParse({ ...base, end: '2026-03-14T08:00:00Z' }).success).toBe(false);
    const order = mutationDataSchema('customOrder', 'update');
    expect(order?.safeParse({ id: ID, price: 100, deposit: 200 }).success).toBe(false);
    expect(order?.safeParse({ id: ID, deposit: 200 }).success).toBe(true);
  });

  it('validates sales with their item ids', () => {
    const sale = mutationDataSchema('sale', 'create');
    const item = { id: ID, productId: ID, productName: 'Tea', quantity: 2, unitPrice: 300 };
    expect(sale?.safeParse({ id: ID, items: [item], paymentMethod: 'cash' }).success).toBe(true);
    expect(sale?.safeParse({ id: ID, items: [], paymentMethod: 'cash' }).success).toBe(false);
    expect(
      sale?.safeParse({ id: ID, items: [{ ...item, quantity: 0 }], paymentMethod: 'cash' }).success,
    ).toBe(false);
  });
});
