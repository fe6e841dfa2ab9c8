import type { Category, ProductListItem } from '@lotus/core';

let next = 1;
const id = () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;

/** A product as the public list returns it; override what the test is about. */
export function productFixture(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: id(),
    slug: 'robot-hut-bui-x1',
    sku: 'RB-X1',
    name: 'Robot hút bụi X1',
    shortDescription: '',
    category: { id: id(), slug: 'robots', name: 'Robot' },
    price: 1_234_000,
    salePrice: null,
    discountPercent: 0,
    statuses: [],
    priority: 1,
    image: { url: '/images/products/robot-hut-bui-x1-1.webp', width: 800, height: 800, alt: '' },
    colours: [],
    sizes: [],
    stock: 5,
    inStock: true,
    ...overrides,
  };
}

export function categoryFixture(overrides: Partial<Category> = {}): Category {
  return {
    id: id(),
    slug: 'robots',
    parentId: null,
    name: 'Robot',
    description: '',
    image: null,
    priority: 1,
    productCount: 3,
    ...overrides,
  };
}
