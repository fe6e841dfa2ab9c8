import { endpoint } from '../http/contract.ts';
import { flashSaleContract, flashSaleEndpoints } from './flash-sale.contract.ts';
import { offerPreviewInputSchema, offerPreviewSchema } from './offer-preview.schema.ts';
import { priceRuleEndpoints } from './price-rule.contract.ts';
import { errors } from './programme.contract.ts';
import { promotionContract, promotionEndpoints } from './promotion.contract.ts';
import { grantVoucherEndpoint, voucherContract, voucherEndpoints } from './voucher.contract.ts';

/** What the storefront reads of flash sales, promotions and vouchers, and a shopper's wallet. */
export const offerContract = { ...flashSaleContract, ...promotionContract, ...voucherContract };

/** The back office's four kinds of programme, each as its list, create, update and stop. */
export const portalProgrammeContracts = {
  priceRules: priceRuleEndpoints,
  flashSales: flashSaleEndpoints,
  promotions: promotionEndpoints,
  vouchers: voucherEndpoints,
};

/** The back office's programmes: price rules, flash sales, promotions, vouchers, and a preview. */
export const portalOfferContract = {
  priceRules: priceRuleEndpoints.list,
  createPriceRule: priceRuleEndpoints.create,
  updatePriceRule: priceRuleEndpoints.update,
  stopPriceRule: priceRuleEndpoints.stop,
  flashSales: flashSaleEndpoints.list,
  createFlashSale: flashSaleEndpoints.create,
  updateFlashSale: flashSaleEndpoints.update,
  stopFlashSale: flashSaleEndpoints.stop,
  promotions: promotionEndpoints.list,
  createPromotion: promotionEndpoints.create,
  updatePromotion: promotionEndpoints.update,
  stopPromotion: promotionEndpoints.stop,
  vouchers: voucherEndpoints.list,
  createVoucher: voucherEndpoints.create,
  updateVoucher: voucherEndpoints.update,
  stopVoucher: voucherEndpoints.stop,
  grantVoucher: grantVoucherEndpoint,
  preview: endpoint({
    method: 'POST',
    path: '/api/portal/offers/preview',
    access: 'offers.manage',
    tag: 'portal',
    summary: 'What a cart would pay at an instant, with every programme in force then',
    body: offerPreviewInputSchema,
    response: offerPreviewSchema,
    errors,
  }),
};
