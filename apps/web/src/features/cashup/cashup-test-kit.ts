/**
 * Shared by the Cash-up page tests: today's business day, a stored report, `useCashupPage()` to start each test from
 * a fresh till (and clean up after it), `open()` to open the page, and helpers to find and fill in its fields.
 */
import {
  businessDay,
  CASHUP_AMOUNT_FIELDS,
  type Cashup,
  type CashupStatus,
  type Cents,
  DEFAULT_TIME_ZONE,
} from '@cafe/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { freshTill, TEST_ROW_BASE } from '../../test/test-rows';

// No settings row on this device: the store's zone is the default, and so is the variance threshold ($5.00).
export const today = businessDay(new Date(), DEFAULT_TIME_ZONE);

export function report(
  date: string,
  status: CashupStatus,
  createdBy: string,
  createdAt: string,
  gaap = 10000,
): Cashup {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    createdAt,
    date,
    ...(Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, 1000])) as Record<
      (typeof CASHUP_AMOUNT_FIELDS)[number],
      Cents
    >),
    gaapCashTotal: gaap as Cents,
    dailyGrandTotal: 9000 as Cents,
    notes: null,
    createdBy,
    status,
    approvedBy: null,
    approvedAt: null,
  };
}

async function reset(role: 'manager' | 'admin' = 'manager') {
  await freshTill(TEST_USERS[role], [TEST_USERS.admin, TEST_USERS.manager]);
  useLocalWriteErrorStore.setState({ failure: null });
  localStorage.clear();
}

export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^\\d+\\. ${label.replace(/[()]/g, '\\$&')}$`));

export async function open(role: 'manager' | 'admin' = 'manager') {
  const user = userEvent.setup();
  const view = renderApp('/cashup', role);
  await screen.findByRole('heading', { name: 'Daily Cash-up Report' });
  return { user, ...view };
}

/** Replaces a field's text as a paste does (one input event), which keeps the test quick on a loaded machine. */
export async function setAmount(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.paste(text);
}

export async function fillAll(user: ReturnType<typeof userEvent.setup>, amount: string) {
  for (const name of CASHUP_AMOUNT_FIELDS) {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    await user.clear(input);
    // Pasted, not typed key by key: twelve fields typed out would make the test slow on a loaded machine.
    await user.click(input);
    await user.paste(amount);
  }
}

/** Starts each test of the describe block on a fresh till signed in as `role`, and cleans up after it. */
export function useCashupPage(role: 'manager' | 'admin' = 'manager'): void {
  beforeEach(() => reset(role));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
