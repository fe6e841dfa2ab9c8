/**
 * The back office (`/portal`), in one home. Its kit: its own frame and navigation by area, the
 * dense data table, the confirm-and-act button and the one way to toast an action's outcome.
 * Its screens' parts: orders and their moves, the accounts list, locking, its 403 page, and the
 * programmes (price rules, flash sales, promotions, vouchers) with the price preview.
 */
export { PortalShell, type PortalStaff } from './components/portal-shell';
export { PortalNav } from './components/portal-nav';
export {
  PORTAL_SECTIONS,
  sectionsFor,
  type PortalArea,
  type PortalSection,
} from './portal-sections';
export { DataTable, type Column, type DataTableProps } from './components/data-table';
export { ConfirmButton, type ConfirmButtonProps } from './components/confirm-button';
export { useActionToast, type ActionToast } from './hooks/use-action-toast';
export { listSortOf, sortHref, sortOf, sortRows, type TableSort } from './table-sort';
export {
  CalculatorIcon,
  FileTextIcon,
  HelpCircleIcon,
  MenuIcon,
  NewspaperIcon,
  StoreIcon,
  TagIcon,
  TicketIcon,
  ZapIcon,
} from './components/portal-icons';
export { listAccounts, setAccountLocked } from './api/account-admin-api';
export {
  createWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  removeWebhook,
  updateWebhook,
} from './api/webhook-admin-api';
export {
  addProductVariant,
  arrangeProductImages,
  exportCatalogue,
  getPortalProduct,
  importCatalogue,
  listPortalProducts,
  listProductCategories,
  moveVariantStock,
  removeProduct,
  removeProductImage,
  saveProduct,
  setProductPublished,
  updateProductVariant,
  uploadProductImages,
} from './api/product-admin-api';
export { ProductEditor } from './components/product-editor';
export { ProductImages } from './components/product-images';
export { imagesFromForm } from './product-image-values';
export { ProductStateBadges } from './components/product-state-badges';
export { ProductStock } from './components/product-stock';
export {
  movementFromForm,
  productFormDefaults,
  productFromForm,
  variantFromForm,
} from './product-form-values';
export { getPortalOrder, listPortalOrders, setOrderStatus } from './api/portal-order-api';
export {
  grantVoucher,
  listFlashSales,
  listPriceRules,
  listPromotions,
  listVouchers,
  previewOffers,
  productOfVariant,
  saveFlashSale,
  savePriceRule,
  savePromotion,
  saveVoucher,
  type OfferKind,
} from './api/offer-admin-api';
export {
  lineNames,
  listOfferCategories,
  productChoice,
  productNames,
  searchProducts,
} from './api/offer-catalog-api';
export { AccountList } from './components/account-list';
export { ForbiddenView } from './components/forbidden-view';
export { type LockActionData } from './components/lock-button';
export { OrderMoves, type MoveActionData } from './components/order-moves';
export { FlashSaleForm } from './components/flash-sale-form';
export {
  FlashSaleFigures,
  PriceRuleFigures,
  PromotionFigures,
  VoucherFigures,
} from './components/offer-figures';
export { OfferFilters } from './components/offer-filters';
export { OfferList, type OfferRow } from './components/offer-list';
export { OfferPreviewPanel } from './components/offer-preview-panel';
export { OfferPreviewResult, type PreviewActionData } from './components/offer-preview-result';
export { OfferPageHeader } from './components/offer-page-header';
export { PriceRuleForm } from './components/price-rule-form';
export { type ProductChoiceAnswer, type ProductSearchAnswer } from './components/product-search';
export { PromotionForm } from './components/promotion-form';
export { VoucherForm } from './components/voucher-form';
export { VoucherGrantForm } from './components/voucher-grant-form';
export { useOfferNotices } from './hooks/use-offer-notices';
export {
  invalidIntent,
  refusedIntent,
  saveIntent,
  stopIntent,
  unknownIntent,
  type OfferActionData,
} from './offer-action';
export { filterOffers, offerFilterOf, type OfferFilter } from './offer-filter';
export { offerAddress, offerById, offerFormOptions } from './offer-page';
export {
  checkForm,
  flashSaleFromForm,
  grantFromForm,
  previewFromForm,
  priceRuleFromForm,
  promotionFromForm,
  voucherFromForm,
} from './offer-form-values';
// The content screens' parts: the editors with the sanitised preview, the news and stores lists.
export { NewsAdminList } from './components/news-admin-list';
export { NewsEditor } from './components/news-editor';
export { RichTextField, type PreviewAnswer } from './components/rich-text-field';
export { ShowroomAdminList } from './components/showroom-admin-list';
export { ShowroomEditor } from './components/showroom-editor';
export { useContentNotice } from './hooks/use-content-notice';
export { newsFromForm, showroomFromForm, type ContentActionData } from './news-form-values';
