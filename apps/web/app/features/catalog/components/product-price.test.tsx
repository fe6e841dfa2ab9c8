import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductPrice } from './product-price';

describe('ProductPrice', () => {
  it('shows đồng the Vietnamese way in vi', () => {
    renderWithProviders(<ProductPrice price={1_234_000} />, { lang: 'vi' });
    expect(screen.getByTestId('price-current')).toHaveTextContent('1.234.000 ₫');
    expect(screen.queryByTestId('price-original')).not.toBeInTheDocument();
  });

  it('shows đồng the English way in en', () => {
    renderWithProviders(<ProductPrice price={1_234_000} />, { lang: 'en' });
    expect(screen.getByTestId('price-current')).toHaveTextContent('₫1,234,000');
  });

  it('leads with the sale price and strikes through the original', () => {
    renderWithProviders(<ProductPrice price={500_000} currentPrice={399_000} />, { lang: 'vi' });
    expect(screen.getByTestId('price-current')).toHaveTextContent('399.000 ₫');
    const original = screen.getByTestId('price-original');
    expect(original.tagName).toBe('S');
    expect(original).toHaveTextContent('500.000 ₫');
    expect(screen.getByText('Giá gốc:')).toHaveClass('sr-only');
  });

  it('ignores a "sale" price that is not lower', () => {
    renderWithProviders(<ProductPrice price={500_000} currentPrice={500_000} />, { lang: 'en' });
    expect(screen.getByTestId('price-current')).toHaveTextContent('₫500,000');
    expect(screen.queryByTestId('price-original')).not.toBeInTheDocument();
  });
});
