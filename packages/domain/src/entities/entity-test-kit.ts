/** Shared by the entity schema tests: a valid base row, an actor id, a stored expense, and a form's messages. */
import type { z } from 'zod/mini';
import { toApiIssues } from '../auth.js';
import { firstMessageByPath } from '../auth-rules.js';
import type { Cents } from '../money.js';
import type { Expense } from './expense.js';

export const base = {
  id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
};

export const userId = '9c8b7a6d-5e4f-4321-8fed-cba987654321';

/** A stored expense, pending and not from the till: what the schema test parses and the CSV export writes. */
export const storedExpense: Expense = {
  ...base,
  description: 'Coffee beans',
  amount: 47550 as Cents,
  category: 'inventory',
  vendor: 'Bean Co',
  date: '2026-01-08',
  status: 'pending',
  receiptFileId: null,
  paidFromTill: false,
  createdBy: userId,
};

/** The first message per field path, as a form shows them. */
export function messagesOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstMessageByPath(toApiIssues(result.error));
}
