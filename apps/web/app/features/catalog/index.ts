/** The catalogue: lists with their URL state, product pages, categories, home shelves' data. */
export {
  getCurrentIntro,
  getProduct,
  getSitemapData,
  listCategories,
  listFacets,
  NO_FACETS,
  listPublicProducts,
  listRelatedProducts,
  suggestProducts,
  type PublicProductQuery,
} from './api/catalog-api';
export { buildCategoryTree, flattenCategoryTree, type CategoryNode } from './category-tree';
export { categoryImage, CategoryStrip } from './components/category-strip';
export { FilterPanel } from './components/filter-panel';
export { ActiveFilters, ListToolbar } from './components/list-toolbar';
export { imageIndexForColour, ProductGallery } from './components/product-gallery';
export { ProductGrid } from './components/product-grid';
export { ProductPrice } from './components/product-price';
export { PurchasePanel } from './components/purchase-panel';
export { ShareButtons } from './components/share-buttons';
export { SpecificationsTable } from './components/specifications-table';
export {
  canonicalListPath,
  isVariation,
  listHref,
  withFilter,
  type FilterKey,
  type ListQuery,
} from './list-query';
export { parseListQuery } from './list-query-parse';
