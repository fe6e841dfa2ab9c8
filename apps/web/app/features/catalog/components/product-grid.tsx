import type { ProductListItem } from '@lotus/core';
import { ProductCard } from './product-card';

const COLUMNS = {
  /** Full width: 2 columns on phones, 3 on tablets, 4 on desktops. */
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6',
  /** Beside the filter sidebar: 2 columns on phones, 3 from tablets up. */
  list: 'grid-cols-2 sm:grid-cols-3 lg:gap-5',
};

/** Products in a responsive grid. */
export function ProductGrid({
  products,
  priorityCount = 4,
  columns = 'wide',
}: {
  products: ProductListItem[];
  /** How many pictures (the first row) load eagerly. */
  priorityCount?: number;
  columns?: keyof typeof COLUMNS;
}) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${COLUMNS[columns]}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
