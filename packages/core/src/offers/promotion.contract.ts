import { endpoint } from '../http/contract.ts';
import { errors, programmeEndpoints } from './programme.contract.ts';
import {
  currentPromotionSchema,
  portalPromotionSchema,
  promotionInputSchema,
} from './promotion.schema.ts';

/** What the storefront reads of promotions. */
export const promotionContract = {
  currentPromotion: endpoint({
    method: 'GET',
    path: '/api/promotion/current-promotion',
    access: 'public',
    tag: 'offers',
    summary: "The spec's promotionInfo: the running promotions, else the next one",
    response: currentPromotionSchema,
    errors,
  }),
};

/** The back office's promotions. */
export const promotionEndpoints = programmeEndpoints({
  name: 'promotions',
  input: promotionInputSchema,
  output: portalPromotionSchema,
  summaries: {
    list: 'Every promotion, newest first',
    create: 'Create a promotion (quantity-based, order-based or gift)',
    update: 'Change a promotion that has not ended',
    stop: 'Stop a promotion now',
  },
});
