import addresses from './addresses.json';
import assistant from './assistant.json';
import backoffice from './backoffice.json';
import cards from './cards.json';
import cart from './cart.json';
import checkout from './checkout.json';
import content from './content.json';
import orders from './orders.json';
import payments from './payments.json';
import portal from './portal.json';
import referral from './referral.json';
import solutions from './solutions.json';
import tracking from './tracking.json';
import vouchers from './vouchers.json';

/**
 * The namespaces only some pages need (cart, checkout, orders, addresses, back office). The
 * server and the tests hold them all; the browser loads each on demand (`LAZY_NAMESPACES`), so
 * they stay out of the home, list and product pages' first load.
 */
export default {
  cart,
  checkout,
  orders,
  addresses,
  portal,
  vouchers,
  payments,
  content,
  tracking,
  referral,
  cards,
  assistant,
  solutions,
  backoffice,
};
