import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CLIENT_SETTING } from '../../../lib/fallback-setting';
import { renderInRouter } from '../../../test/router';
import { SiteFooter } from './site-footer';

const REGISTRATION =
  'Giấy chứng nhận đăng ký doanh nghiệp số 0318765432 do Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh cấp ngày 15/03/2019';

const setting = {
  ...FALLBACK_CLIENT_SETTING,
  contact: {
    ...FALLBACK_CLIENT_SETTING.contact,
    companyName: 'Công ty TNHH Thương mại Lotus Việt Nam',
    address: '123 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
  },
  business: { registration: REGISTRATION, moitUrl: 'http://online.gov.vn/Home/WebDetails/112233' },
};

describe('SiteFooter', () => {
  it.each([
    ['vi', 'Đã thông báo Bộ Công Thương: xem hồ sơ của website trên online.gov.vn'],
    [
      'en',
      'Notified to the Ministry of Industry and Trade: see this site’s record on online.gov.vn',
    ],
  ] as const)(
    'shows the registration beside the company and the notified mark linking to its record (%s)',
    async (lang, mark) => {
      renderInRouter(<SiteFooter setting={setting} policies={[]} year={2026} />, { lang });
      expect(await screen.findByTestId('business-registration')).toHaveTextContent(REGISTRATION);
      expect(screen.getByText(setting.contact.address)).toBeInTheDocument();
      const link = screen.getByRole('link', { name: mark });
      expect(link).toHaveAttribute('href', 'http://online.gov.vn/Home/WebDetails/112233');
    },
  );

  it('shows neither before the admin has set them', async () => {
    renderInRouter(<SiteFooter setting={FALLBACK_CLIENT_SETTING} policies={[]} year={2026} />);
    await screen.findByRole('contentinfo');
    expect(screen.queryByTestId('business-registration')).toBeNull();
    expect(screen.queryByTestId('moit-notified')).toBeNull();
  });
});
