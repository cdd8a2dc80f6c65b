import { describe, expect, it } from 'vitest';
import { customOrderInputSchema, customOrderSchema, isCustomOrderPending } from './custom-order.js';
import { base, messagesOf, userId } from './entity-test-kit.js';
import { isMobileOrderPending, mobileOrderInputSchema, mobileOrderSchema } from './mobile-order.js';

const item = {
  id: '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e',
  productId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  productName: 'Latte',
  quantity: 1,
  unitPrice: 450,
};

describe('mobile order', () => {
  it('parses a stored row', () => {
    const row = {
      ...base,
      customerName: 'Jo',
      customerPhone: null,
      items: [item],
      total: 487,
      pickupTime: '2026-01-15T10:00:00.000Z',
      status: 'new',
      notes: null,
    };
    expect(mobileOrderSchema.parse(row)).toEqual(row);
  });

  it('counts new and preparing as pending', () => {
    expect(
      ['new', 'preparing', 'ready', 'picked_up', 'cancelled', 'weird'].filter(isMobileOrderPending),
    ).toEqual(['new', 'preparing']);
  });

  it('requires a customer, items and a pickup time', () => {
    expect(messagesOf(mobileOrderInputSchema, { customerName: '', items: [], pickupTime: '' })).toEqual({
      customerName: 'Customer name is required',
      items: 'Add at least one item to the order',
      pickupTime: 'Pickup time is required',
    });
  });
});

describe('custom order', () => {
  const input = {
    customerName: 'Jo',
    description: 'Birthday cake',
    dueDate: '2026-02-01',
    dueTime: '15:30',
    price: 4500,
  };

  it('parses a stored row', () => {
    const row = {
      ...base,
      ...input,
      customerPhone: null,
      deposit: 1000,
      status: 'in_progress',
      notes: null,
      createdBy: userId,
    };
    expect(customOrderSchema.parse(row)).toEqual(row);
  });

  it('counts pending and in_progress as pending', () => {
    expect(
      ['pending', 'in_progress', 'ready', 'completed', 'cancelled'].filter(isCustomOrderPending),
    ).toEqual(['pending', 'in_progress']);
  });

  it('defaults the deposit to 0 and keeps it within the price', () => {
    expect(customOrderInputSchema.parse(input).deposit).toBe(0);
    expect(messagesOf(customOrderInputSchema, { ...input, deposit: 5000 })).toEqual({
      deposit: 'The deposit cannot exceed the price',
    });
  });

  it('requires customer, description, due date and time, and price', () => {
    const message = 'Please fill all required fields correctly';
    expect(messagesOf(customOrderInputSchema, {})).toEqual({
      customerName: message,
      description: message,
      dueDate: 'Choose the day the order is due',
      dueTime: 'Choose the time the order is due',
      price: message,
    });
  });
});
