import { screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReviewSection, type ProductReviews } from './review-section';

const PRODUCT = '00000000-0000-4000-8000-0000000000a1';

const reviews: ProductReviews = {
  summary: {
    average: 4.5,
    count: 2,
    stars: [
      { star: 5, count: 1 },
      { star: 4, count: 1 },
      { star: 3, count: 0 },
      { star: 2, count: 0 },
      { star: 1, count: 0 },
    ],
  },
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      rating: 5,
      content: 'Đẹp lắm <img src=x onerror=alert(1)>',
      authorName: 'Lan P.',
      verifiedPurchase: true,
      variant: { colour: 'black', size: 'M' },
      createdAt: '2026-11-20T03:00:00.000Z',
      photos: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          url: '/images/uploads/reviews/x.webp',
          width: 800,
          height: 600,
        },
      ],
    },
  ],
  meta: { page: 1, pageSize: 5, total: 1 },
  star: undefined,
  eligibility: null,
};

function renderSection(lang: 'vi' | 'en', data: ProductReviews, signedIn = false) {
  const Stub = createRoutesStub([
    {
      path: '/products/:slug',
      Component: () => (
        <ReviewSection productId={PRODUCT} slug="ao-thun" reviews={data} signedIn={signedIn} />
      ),
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/products/ao-thun']} />, { lang });
}

describe('ReviewSection', () => {
  it.each([
    ['vi', 'Chưa có đánh giá'],
    ['en', 'No reviews yet'],
  ] as const)('says a product has no review yet rather than "0,0 / 5" (%s)', async (lang, none) => {
    const empty = {
      ...reviews,
      summary: {
        average: 0,
        count: 0,
        stars: reviews.summary.stars.map((s) => ({ ...s, count: 0 })),
      },
      items: [],
      meta: { page: 1, pageSize: 5, total: 0 },
    };
    renderSection(lang, empty);
    const section = await screen.findByRole('region');
    expect(within(section).getByText(none)).toBeInTheDocument();
    expect(section.textContent).not.toMatch(/0[.,]0/);
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it.each([
    ['vi', '4,5', '2 đánh giá', 'Đã mua hàng', 'Đăng nhập để viết đánh giá'],
    ['en', '4.5', '2 reviews', 'Verified purchase', 'Log in to write a review'],
  ] as const)(
    'shows the figures, the reviews and the mark (%s)',
    async (lang, average, count, mark, login) => {
      renderSection(lang, reviews);
      const section = await screen.findByRole('region');
      expect(within(section).getByText(average)).toBeInTheDocument();
      expect(within(section).getByText(count)).toBeInTheDocument();
      expect(within(section).getByText(mark)).toBeInTheDocument();
      expect(
        within(section).getByText(lang === 'vi' ? /Đen \/ M/ : /Black \/ M/),
      ).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: login })).toHaveAttribute(
        'href',
        expect.stringContaining('/login?redirect='),
      );
      // Review text is text: the markup shows as written and nothing runs.
      expect(within(section).getByText(/onerror=alert/)).toBeInTheDocument();
      expect(section.querySelectorAll('img')).toHaveLength(1);
      expect(section.querySelector('img')).toHaveAttribute('width', '800');
    },
  );

  it.each([
    ['vi', '5 sao', '5 sao 1 đánh giá. Lọc theo 5 sao'],
    ['en', '5 star', '5 star 1 review. Show 5-star reviews'],
  ] as const)(
    'names each star filter by what it shows, then what it does (%s)',
    async (lang, shown, name) => {
      renderSection(lang, reviews);
      const filter = await screen.findByRole('link', { name });
      expect(filter).toHaveAttribute('href', '/products/ao-thun?star=5#reviews');
      // The spoken name begins with the visible words (WCAG 2.5.3, label in name).
      expect(within(filter).getByText(shown)).toBeVisible();
    },
  );

  it('offers the form to an eligible customer, and says why not to another', async () => {
    renderSection('en', { ...reviews, eligibility: { eligible: true, review: null } }, true);
    expect(await screen.findByRole('radio', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('tells a customer without a done order when they can review', async () => {
    renderSection('vi', { ...reviews, eligibility: { eligible: false, review: null } }, true);
    expect(
      await screen.findByText(/Bạn có thể đánh giá sản phẩm này sau khi nhận được đơn hàng/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
