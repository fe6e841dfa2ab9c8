/**
 * Where cart changes go and where a visitor's cart is priced (the `/cart/lines` resource route).
 * Alone in its module so the product page's button takes nothing else with it.
 */
export const CART_LINES_ROUTE = '/cart/lines';
