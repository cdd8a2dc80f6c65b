import { paths } from '@cafe/domain';
import { NavTabs } from '../../ui/nav-tabs';

const TABS = [
  { to: paths.products, label: 'Products', end: true },
  { to: paths.productOptions, label: 'Option groups' },
  { to: paths.productDiscounts, label: 'Discounts' },
] as const;

/** The catalogue's lists: the products, the option groups they ask for (Size, Milk, Extras), the discounts. */
export function ProductsTabs() {
  return <NavTabs label="Catalogue" tabs={TABS} />;
}
