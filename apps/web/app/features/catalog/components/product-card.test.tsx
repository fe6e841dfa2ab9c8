import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/router';
import { ProductCard } from './product-card';

const renderCard = async (product = productFixture(), lang: 'vi' | 'en' = 'vi') => {
  const result = renderInRouter(<ProductCard product={product} />, { lang });
  await screen.findByRole('article');
  return result;
};

describe('ProductCard', () => {
  it.each([
    ['vi', '4,5 (12)', 'Đánh giá 4,5 trên 5 sao, 12 đánh giá'],
    ['en', '4.5 (12)', 'Rated 4.5 out of 5 stars, 12 reviews'],
  ] as const)('writes the rating as the product page does (%s)', async (lang, shown, spoken) => {
    await renderCard(productFixture({ rating: { average: 4.5, count: 12 } }), lang);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: spoken })).toBeInTheDocument();
  });

  it('links the name to the product page and shows category and price', async () => {
    await renderCard();
    const link = screen.getByRole('link', { name: 'Robot hút bụi X1' });
    expect(link).toHaveAttribute('href', '/products/robot-hut-bui-x1');
    expect(screen.getByText('Robot')).toBeInTheDocument();
    expect(screen.getByTestId('price-current')).toHaveTextContent('1.234.000 ₫');
  });

  it('reserves the picture box and offers the 400 px variant (no layout shift, small phones)', async () => {
    await renderCard();
    const img = screen.getByRole('img', { name: 'Robot hút bụi X1' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
    expect(img.getAttribute('srcset')).toBe(
      '/images/products/robot-hut-bui-x1-1-400.webp 400w, /images/products/robot-hut-bui-x1-1.webp 800w',
    );
    expect(img.getAttribute('sizes')).toContain('48vw');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows the sale price against the struck-through original, with the discount and status badges', async () => {
    await renderCard(
      productFixture({
        price: 1_000_000,
        currentPrice: 800_000,
        discountPercent: 20,
        statuses: ['new', 'hot', 'sale'],
      }),
      'en',
    );
    const badges = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // "-20%" already says it is on sale, so the Sale badge is not repeated.
    expect(badges).toEqual(['-20%', 'New', 'Hot']);
    expect(screen.getByTestId('price-current')).toHaveTextContent('₫800,000');
    expect(screen.getByTestId('price-original')).toHaveTextContent('₫1,000,000');
  });

  it('shows the Sale badge when there is no discount figure', async () => {
    await renderCard(productFixture({ statuses: ['sale'] }), 'vi');
    expect(within(screen.getByRole('list')).getByText('Giảm giá')).toBeInTheDocument();
  });

  it('says when a product is out of stock', async () => {
    await renderCard(productFixture({ inStock: false, stock: 0 }), 'en');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('falls back to a placeholder when there is no picture', async () => {
    await renderCard(productFixture({ image: null }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
