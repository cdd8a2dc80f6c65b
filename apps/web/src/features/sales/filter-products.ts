// The product search rule lives in the domain, so New Sale and the Products list search alike.
export {
  type CategoryFilter,
  filterProducts,
  findByBarcode,
  type SearchableProduct,
  toSearchable,
} from '@cafe/domain';
