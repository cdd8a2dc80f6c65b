/**
 * Opens this till's cash drawer for "No sale", a pay-in, a pay-out and a cash refund: a pulse-only job on the till's printer
 * (printing.ts; a cash sale's kick rides in its receipt's job, from the sale-complete sheet). Fire and forget: a
 * drawer that does not open must not stop what the cashier recorded, and the printing code loads only when used.
 */
export function kickCashDrawer(): void {
  import('./printing')
    .then((printing) => printing.openCashDrawer())
    .catch((error: unknown) => console.error('The cash drawer did not open', error));
}
