/** The most of one product a cashier can type for a line: a cafe's tray, never a scanned barcode. */
export const MAX_TYPED_QUANTITY = 999;

export const QUANTITY_MESSAGE = `Enter a whole number from 1 to ${MAX_TYPED_QUANTITY}`;

/** A typed quantity as a number, or the message saying what to type instead; nothing else is accepted. */
export function readQuantity(text: string): { quantity: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return { error: QUANTITY_MESSAGE };
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_TYPED_QUANTITY ? { quantity } : { error: QUANTITY_MESSAGE };
}
