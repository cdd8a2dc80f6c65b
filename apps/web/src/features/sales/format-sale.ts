import { describeOptions, type Sale } from '@cafe/domain';

/** Spec §9: ids are shown as their first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatSaleTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/**
 * 'Espresso ×2, Latte (Large · Oat), Blueberry Muffin' — what the history's Items column shows; a sale's discounts
 * follow ('… · Staff 50%'), so the history shows and finds them.
 */
export function describeItems(sale: Pick<Sale, 'items'> & Partial<Pick<Sale, 'discounts'>>): string {
  const discounts = [...sale.items.flatMap((item) => item.discounts ?? []), ...(sale.discounts ?? [])];
  const items = sale.items
    .map((item) => {
      const name = item.options?.length
        ? `${item.productName} (${describeOptions(item.options)})`
        : item.productName;
      return item.quantity > 1 ? `${name} ×${item.quantity}` : name;
    })
    .join(', ');
  return discounts.length > 0 ? `${items} · ${discounts.map((discount) => discount.name).join(', ')}` : items;
}
