import {
  catalogContract,
  portalProductContract,
  portalProductImageContract,
  portalCatalogueBulkContract,
  type CatalogueExport,
  type CatalogueImportReport,
  type PortalProductImages,
  type ProductImageUpload,
  type ProductImagesArrangement,
  type Category,
  type PageMeta,
  type PortalProduct,
  type PortalProductQuery,
  type PortalProductRow,
  type ProductInput,
  type ProductRemoval,
  type StockMovementData,
  type VariantInput,
  type VariantOptionsInput,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** A page of the back office's products (search, publication and stock filters, order). */
export function listPortalProducts(
  api: ApiClient,
  query: Partial<PortalProductQuery>,
): Promise<{ items: PortalProductRow[]; meta: PageMeta }> {
  return api.call(portalProductContract.list, { query });
}

/** A product with its variants, stock and latest movements. */
export function getPortalProduct(api: ApiClient, id: string): Promise<PortalProduct> {
  return api.call(portalProductContract.get, { params: { id } });
}

/** Adds a product (no variants yet: the editor adds them) or changes one. */
export function saveProduct(
  api: ApiClient,
  id: string | null,
  input: ProductInput,
): Promise<PortalProduct> {
  return id
    ? api.call(portalProductContract.update, { params: { id }, body: input })
    : api.call(portalProductContract.create, { body: { ...input, variants: [] } });
}

/** Publishes or unpublishes a product. */
export function setProductPublished(
  api: ApiClient,
  id: string,
  isPublished: boolean,
): Promise<PortalProduct> {
  return api.call(portalProductContract.visibility, { params: { id }, body: { isPublished } });
}

/** Deletes a product, or archives it when it was ever ordered. */
export function removeProduct(api: ApiClient, id: string): Promise<ProductRemoval> {
  return api.call(portalProductContract.remove, { params: { id } });
}

/** Adds a variant; its first stock is a receipt. */
export function addProductVariant(
  api: ApiClient,
  id: string,
  input: VariantInput,
): Promise<PortalProduct> {
  return api.call(portalProductContract.addVariant, { params: { id }, body: input });
}

/** Changes a variant's colour, size or SKU (its stock stays). */
export function updateProductVariant(
  api: ApiClient,
  id: string,
  variantId: string,
  input: VariantOptionsInput,
): Promise<PortalProduct> {
  return api.call(portalProductContract.updateVariant, { params: { id, variantId }, body: input });
}

/** Receives or adjusts a variant's stock (a movement in the ledger). */
export function moveVariantStock(
  api: ApiClient,
  id: string,
  variantId: string,
  input: StockMovementData,
): Promise<PortalProduct> {
  return api.call(portalProductContract.moveStock, { params: { id, variantId }, body: input });
}

/** Every category (its name in the request's language), for the editor's category choice. */
export function listProductCategories(api: ApiClient): Promise<Category[]> {
  return api.call(catalogContract.categories, {});
}

/**
 * Adds images to a product: the form travels as multipart with its files `images` (and the
 * alt texts `altVi`, `altEn`); the API decodes and re-encodes each.
 */
export function uploadProductImages(
  api: ApiClient,
  id: string,
  form: FormData,
): Promise<PortalProductImages> {
  // The transport forwards a FormData as a multipart body (its text fields are the body).
  return api.call(portalProductImageContract.upload, {
    params: { id },
    body: form as unknown as ProductImageUpload,
  });
}

/** Sets the images' order (the first is the main one), alt texts and colours. */
export function arrangeProductImages(
  api: ApiClient,
  id: string,
  input: ProductImagesArrangement,
): Promise<PortalProductImages> {
  return api.call(portalProductImageContract.arrange, { params: { id }, body: input });
}

/** Removes one of a product's images. */
export function removeProductImage(
  api: ApiClient,
  id: string,
  imageId: string,
): Promise<PortalProductImages> {
  return api.call(portalProductImageContract.remove, { params: { id, imageId } });
}

/** The catalogue as CSV (one row per variant). */
export function exportCatalogue(api: ApiClient): Promise<CatalogueExport> {
  return api.call(portalCatalogueBulkContract.exportCsv, {});
}

/** Reads an import of prices and stock: a dry run, or the write of every row. */
export function importCatalogue(
  api: ApiClient,
  csv: string,
  dryRun: boolean,
): Promise<CatalogueImportReport> {
  return api.call(portalCatalogueBulkContract.importCsv, { body: { csv, dryRun } });
}
