import { PRODUCT_GRID_LIMIT } from './product-grid';

/**
 * How many cards the till's grid drew last time on this device, so its placeholder takes the same room before the
 * products are read: on a phone or a portrait tablet the sale panel sits below the grid, and a placeholder of
 * another height would make it jump when the cards arrive (Lighthouse measured a 0.37 layout shift). Kept in
 * localStorage because the placeholder is drawn in the first render, before any IndexedDB read can answer.
 */
const KEY = 'till-grid-cards';

export function expectedGridCards(): number {
  try {
    const stored = Number(localStorage.getItem(KEY));
    // Unknown on a device's first visit: a full page, the size a real cafe's catalogue fills.
    return Number.isInteger(stored) && stored > 0 && stored <= PRODUCT_GRID_LIMIT
      ? stored
      : PRODUCT_GRID_LIMIT;
  } catch {
    return PRODUCT_GRID_LIMIT;
  }
}

export function rememberGridCards(cards: number): void {
  try {
    if (cards > 0) localStorage.setItem(KEY, String(Math.min(cards, PRODUCT_GRID_LIMIT)));
  } catch {
    // Storage full or refused: the placeholder falls back to a full page.
  }
}
