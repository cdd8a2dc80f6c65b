/**
 * The one place the till opens its cash drawer: a cash payment and "No sale" call it. The physical drawer kick
 * (ESC/POS `ESC p` through the receipt printer, issue 34 part 4) is wired here by the printing work; until then it
 * opens nothing, and a cashier opens the drawer by hand.
 */
export type CashDrawerReason = 'cash-payment' | 'no-sale' | 'pay-in' | 'pay-out';

let kick: (reason: CashDrawerReason) => void = () => {};

/** Asks the drawer to open; never throws (a drawer that does not open must not stop a sale). */
export function openCashDrawer(reason: CashDrawerReason): void {
  try {
    kick(reason);
  } catch (error) {
    console.error('The cash drawer did not open', error);
  }
}

/** For the printer's transport: what opening the drawer does on this till. */
export function setCashDrawerKick(open: (reason: CashDrawerReason) => void): void {
  kick = open;
}
