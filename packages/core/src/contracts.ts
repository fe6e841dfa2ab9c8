import { accountContract } from './accounts/account.contract.ts';
import { authContract } from './accounts/auth.contract.ts';
import { addressContract } from './addresses/address.contract.ts';
import { cartContract } from './cart/cart.contract.ts';
import { catalogContract } from './catalog/catalog.contract.ts';
import { checkoutContract } from './checkout/checkout.contract.ts';
import type { Endpoint } from './http/contract.ts';
import { offerContract, portalOfferContract } from './offers/offer.contract.ts';
import { orderContract } from './orders/order.contract.ts';
import { paymentContract } from './payments/payment.contract.ts';
import { portalContract } from './portal/portal.contract.ts';
import { systemContract } from './system/system.contract.ts';
import { wishlistContract } from './wishlists/wishlist.contract.ts';

/** Every area's contract, by area. A new area's contract is added here. */
export const CONTRACTS = {
  system: systemContract,
  catalog: catalogContract,
  wishlists: wishlistContract,
  auth: authContract,
  accounts: accountContract,
  cart: cartContract,
  addresses: addressContract,
  checkout: checkoutContract,
  orders: orderContract,
  portal: portalContract,
  offers: offerContract,
  portalOffers: portalOfferContract,
  payments: paymentContract,
} as const;

/** Every endpoint of the API, as core describes it (for the route check, docs and fuzzing). */
export function allEndpoints(): Endpoint[] {
  return Object.values(CONTRACTS).flatMap((contract) => Object.values(contract) as Endpoint[]);
}
