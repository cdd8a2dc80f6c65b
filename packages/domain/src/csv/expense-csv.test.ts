import { describe, expect, it } from 'vitest';
import { storedExpense } from '../entities/entity-test-kit.js';
import type { Expense } from '../entities/expense.js';
import type { Cents } from '../money.js';
import { readCsv } from './csv-table.js';
import { expensesToCsv } from './expense-csv.js';

const expense = (fields: Partial<Expense>): Expense => ({ ...storedExpense, ...fields });

describe('expense CSV export', () => {
  it('writes the given expenses in the given order, amounts as plain decimals', () => {
    const csv = expensesToCsv([
      expense({}),
      expense({
        description: 'Milk, "whole"',
        amount: 1 as Cents,
        category: 'other',
        vendor: null,
        date: '2026-01-09',
        status: 'approved',
        receiptFileId: 'a'.repeat(64),
        paidFromTill: true,
      }),
    ]);
    expect(csv).toBe(
      '\ufeffDate,Description,Category,Vendor,Amount,Status,Paid from till,Receipt\r\n' +
        '2026-01-08,Coffee beans,Inventory,Bean Co,475.50,Pending,no,no\r\n' +
        '2026-01-09,"Milk, ""whole""",Other,,0.01,Approved,yes,yes\r\n',
    );
  });

  it('guards a description a spreadsheet would run as a formula, and reads back as written', () => {
    const csv = expensesToCsv([expense({ description: '=1+1', vendor: '@vendor' })]);
    expect(csv).toContain("'=1+1");
    expect(readCsv(csv)[1]?.cells.slice(1, 4)).toEqual(['=1+1', 'Inventory', '@vendor']);
  });

  it('writes only the header for an empty list', () => {
    expect(expensesToCsv([])).toBe(
      '\ufeffDate,Description,Category,Vendor,Amount,Status,Paid from till,Receipt\r\n',
    );
  });
});
