import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TIMES,
  deliveryTimeRange,
  deliveryTimeText,
  fillShopFacts,
  registrationText,
} from './shop-facts.ts';
import { shopSettingSchema } from './shop-setting.schema.ts';

describe('shop settings', () => {
  it('fill in what the shop has not set with its defaults', () => {
    const parsed = shopSettingSchema.parse({});
    expect(parsed.deliveryTimes).toEqual(DEFAULT_DELIVERY_TIMES);
    expect(parsed.warrantyMonths).toBe(12);
    expect(parsed.business).toEqual({
      number: '',
      issuedBy: { vi: '', en: '' },
      issuedOn: '',
      moitUrl: '',
    });
  });

  it.each([
    [{ business: { number: '03123' } }, 'business.number'],
    [{ business: { issuedOn: '2019-13-45' } }, 'business.issuedOn'],
    [{ business: { moitUrl: 'https://example.com/x' } }, 'business.moitUrl'],
    [
      { deliveryTimes: { LOCAL: { STANDARD: { min: 3, max: 1 } } } },
      'deliveryTimes.LOCAL.STANDARD.max',
    ],
    [{ warrantyMonths: 0 }, 'warrantyMonths'],
  ])('refuses %j', (input, path) => {
    const result = shopSettingSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('says delivery times in both languages', () => {
    expect(deliveryTimeText({ min: 1, max: 2 }, 'vi')).toBe('1–2 ngày làm việc');
    expect(deliveryTimeText({ min: 3, max: 3 }, 'en')).toBe('3 working days');
    expect(deliveryTimeText({ min: 0, max: 0 }, 'vi')).toBe('trong ngày');
    expect(deliveryTimeText({ min: 0, max: 3 }, 'en')).toBe('up to 3 working days');
    expect(deliveryTimeRange(DEFAULT_DELIVERY_TIMES, 'STANDARD')).toEqual({ min: 1, max: 5 });
  });

  it('fills the facts into a text, and leaves an unknown placeholder as written', () => {
    const facts = { deliveryTimes: DEFAULT_DELIVERY_TIMES, warrantyMonths: 18 };
    const text =
      '<p>{{delivery:STANDARD:LOCAL}} · {{ warranty }} tháng · {{delivery:SLOW:LOCAL}} · {{other}}</p>';
    expect(fillShopFacts(text, facts, 'vi')).toBe(
      '<p>1–2 ngày làm việc · 18 tháng · {{delivery:SLOW:LOCAL}} · {{other}}</p>',
    );
    expect(fillShopFacts('{{delivery:EXPRESS:LOCAL}}', facts, 'en')).toBe('the same day');
  });

  it('writes the registration line the law asks for', () => {
    const business = {
      number: '0312345678',
      issuedBy: { vi: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh', en: '' },
      issuedOn: '2019-03-15',
      moitUrl: '',
    };
    expect(registrationText(business, 'vi')).toBe(
      'Giấy chứng nhận đăng ký doanh nghiệp số 0312345678 do Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh cấp ngày 15/03/2019',
    );
    expect(registrationText(business, 'en')).toBe(
      'Business registration no. 0312345678, issued by Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh on 15/03/2019',
    );
    expect(registrationText({ ...business, number: '' }, 'vi')).toBe('');
  });
});
