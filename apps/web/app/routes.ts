import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // catalogue
  route('products', 'routes/products.tsx'),
  route('policy/:key', 'routes/policy.tsx'),
  // accounts
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('language', 'routes/language.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
