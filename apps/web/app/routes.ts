import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // catalogue
  route('products', 'routes/products.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('search/suggestions', 'routes/search.suggestions.ts'),
  route('wishlist', 'routes/wishlist.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // offers
  route('vouchers', 'routes/vouchers.tsx'),
  route('flash-sale/current', 'routes/flash-sale.current.ts'),
  route('flash-sale/product/:productId', 'routes/flash-sale.product.ts'),
  // accounts
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('register', 'routes/register.tsx'),
  route('resend-verification', 'routes/resend-verification.ts'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx', [
    index('routes/profile.personal.tsx'),
    route('social', 'routes/profile.social.tsx'),
    route('contact', 'routes/profile.contact.tsx'),
    route('password', 'routes/profile.password.tsx'),
    route('wishlist', 'routes/profile.wishlist.tsx'),
    route('orders', 'routes/profile.orders.tsx'),
    route('orders/:id', 'routes/profile.order.tsx'),
    route('addresses', 'routes/profile.addresses.tsx'),
    route('vouchers', 'routes/profile.vouchers.tsx'),
  ]),
  // back office
  route('portal', 'routes/portal.tsx', [
    index('routes/portal.orders.tsx'),
    route('orders/:id', 'routes/portal.order.tsx'),
    route('accounts', 'routes/portal.accounts.tsx'),
    route('price-rules', 'routes/portal.price-rules.tsx'),
    route('flash-sales', 'routes/portal.flash-sales.tsx'),
    route('promotions', 'routes/portal.promotions.tsx'),
    route('vouchers', 'routes/portal.vouchers.tsx'),
    route('offers/preview', 'routes/portal.offer-preview.tsx'),
  ]),
  route('portal/offers/products', 'routes/portal.offer-products.ts'),
  route('admin', 'routes/admin.tsx'),
  route('dev/mailbox', 'routes/dev.mailbox.tsx'),
  // cart, checkout and orders
  route('cart', 'routes/cart.tsx'),
  route('cart/lines', 'routes/cart.lines.ts'),
  route('address/units', 'routes/address.units.ts'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/preview', 'routes/checkout.preview.ts'),
  route('checkout/completed/:id', 'routes/checkout.completed.tsx'),
  route('checkout/failed', 'routes/checkout.failed.tsx'),
  route('language', 'routes/language.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
