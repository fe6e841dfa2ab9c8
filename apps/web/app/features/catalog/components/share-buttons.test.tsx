import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ShareButtons } from './share-buttons';

function renderShare(lang: 'vi' | 'en', referralOpen = false) {
  const Stub = createRoutesStub([
    {
      path: '/products/robot',
      Component: () => (
        <ShareButtons path="/products/robot" title="Robot" referralOpen={referralOpen} />
      ),
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/products/robot']} />, { lang });
}

describe('ShareButtons', () => {
  it.each([
    ['vi', 'Sao chép liên kết', 'Lấy link giới thiệu'],
    ['en', 'Copy link', 'Get referral link'],
  ] as const)(
    'shares and copies the link, and offers no referral link while no campaign runs (%s)',
    async (lang, copy, referral) => {
      renderShare(lang);
      expect(await screen.findByRole('button', { name: copy })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Zalo/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: referral })).toBeNull();
    },
  );

  it.each([
    ['vi', 'Lấy link giới thiệu'],
    ['en', 'Get referral link'],
  ] as const)('offers the referral link while a campaign runs (%s)', async (lang, referral) => {
    renderShare(lang, true);
    expect(await screen.findByRole('button', { name: referral })).toBeInTheDocument();
  });
});
