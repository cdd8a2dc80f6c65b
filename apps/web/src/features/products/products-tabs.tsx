import { paths } from '@cafe/domain';
import { NavTabs } from '../../ui/nav-tabs';

const TABS = [
  { to: paths.products, label: 'Products', end: true },
  { to: paths.productOptions, label: 'Option groups' },
] as const;

/** The catalogue's two lists: the products, and the option groups they ask for (Size, Milk, Extras). */
export function ProductsTabs() {
  return <NavTabs label="Catalogue" tabs={TABS} />;
}
