import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ShareButtons } from './share-buttons';

function renderShare(lang: 'vi' | 'en') {
  const Stub = createRoutesStub([
    {
      path: '/products/robot',
      Component: () => <ShareButtons path="/products/robot" title="Robot" />,
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/products/robot']} />, { lang });
}

describe('ShareButtons', () => {
  it.each([
    ['vi', 'Sao chép liên kết', 'Lấy link giới thiệu'],
    ['en', 'Copy link', 'Get referral link'],
  ] as const)(
    'shares and copies the link, and offers no referral link before the programme runs (%s)',
    async (lang, copy, referral) => {
      renderShare(lang);
      expect(await screen.findByRole('button', { name: copy })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Zalo/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: referral })).toBeNull();
    },
  );
});
