import {
  flashSaleInputSchema,
  priceRuleInputSchema,
  fromVietnamLocal,
  toVietnamLocal,
} from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { checkForm, flashSaleFromForm, formRows, priceRuleFromForm } from './offer-form-values';

describe('programme windows in Vietnam time', () => {
  it('reads what the operator typed as Vietnam time and shows an instant back the same way', () => {
    expect(fromVietnamLocal('2026-05-01T09:00')).toBe('2026-05-01T09:00:00+07:00');
    expect(Date.parse(fromVietnamLocal('2026-05-01T09:00'))).toBe(
      Date.parse('2026-05-01T02:00:00Z'),
    );
    expect(toVietnamLocal('2026-05-01T02:00:00.000Z')).toBe('2026-05-01T09:00');
    // Just before midnight UTC is already the next morning in Vietnam.
    expect(toVietnamLocal('2026-12-31T23:30:00Z')).toBe('2027-01-01T06:30');
    expect(toVietnamLocal(fromVietnamLocal('2026-07-15T23:59'))).toBe('2026-07-15T23:59');
  });

  it('leaves text that is not a date for the schema to refuse', () => {
    expect(fromVietnamLocal(' tomorrow ')).toBe('tomorrow');
    expect(toVietnamLocal('')).toBe('');
    expect(toVietnamLocal(null)).toBe('');
  });
});

describe('programme forms', () => {
  it('reads rows in their order, whatever the order of the fields', () => {
    expect(
      formRows(
        { 'items.1.quota': '5', 'items.0.quota': '3', 'items.0.flashPrice': '9', name: 'x' },
        'items',
      ),
    ).toEqual([{ quota: '3', flashPrice: '9' }, { quota: '5' }]);
  });

  it('says "required" for an empty field, and keeps the schema\'s own reason otherwise', () => {
    const result = checkForm(priceRuleInputSchema, priceRuleFromForm, {
      nameVi: 'Giảm giá',
      nameEn: '',
      startsAt: '2026-05-01T09:00',
      endsAt: '2026-05-02T09:00',
      type: 'PERCENT',
      value: '101',
      productIds: '00000000-0000-4000-8000-0000000000c1',
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { nameEn: 'validation:FieldIsNotEmpty', value: 'validation:InvalidValue' },
    });
  });

  it('sends a flash-sale row without a variant as "every variant", with the default limit', () => {
    const result = checkForm(flashSaleInputSchema, flashSaleFromForm, {
      nameVi: 'Flash',
      nameEn: 'Flash',
      startsAt: '2026-05-01T12:00',
      endsAt: '2026-05-01T14:00',
      'items.0.productId': '00000000-0000-4000-8000-0000000000c1',
      'items.0.infoId': '',
      'items.0.flashPrice': '99000',
      'items.0.quota': '10',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { items: [{ infoId: null, flashPrice: 99_000, quota: 10, perCustomerLimit: 1 }] },
    });
  });
});
