import { describe, expect, it } from 'vitest';
import {
  productInputSchema,
  stockMovementInputSchema,
  variantInputSchema,
} from './product-admin.schema.ts';

const CATEGORY = '00000000-0000-4000-8000-0000000000c1';
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a product as the back office writes it', () => {
  it('names each of name, price and SKU with the spec rule when missing or blank', () => {
    expect(issues(productInputSchema.safeParse({ categoryId: CATEGORY }))).toEqual({
      nameVi: 'ProductNeedsNamePriceSku',
      nameEn: 'ProductNeedsNamePriceSku',
      sku: 'ProductNeedsNamePriceSku',
      price: 'ProductNeedsNamePriceSku',
    });
    expect(
      issues(
        productInputSchema.safeParse({
          nameVi: ' ',
          nameEn: 'Scarf',
          sku: ' ',
          price: 0,
          categoryId: CATEGORY,
        }),
      ),
    ).toEqual({
      nameVi: 'ProductNeedsNamePriceSku',
      sku: 'ProductNeedsNamePriceSku',
      price: 'InvalidValue',
    });
  });

  it('keeps a SKU upper-case, refuses spaces, and wants the sale price below the price', () => {
    const base = { nameVi: 'Khăn', nameEn: 'Scarf', price: 100_000, categoryId: CATEGORY };
    const made = productInputSchema.parse({
      ...base,
      sku: ' khan-01.a ',
      statuses: ['new', 'new'],
    });
    expect(made).toMatchObject({ sku: 'KHAN-01.A', salePrice: null, statuses: ['new'] });
    expect(issues(productInputSchema.safeParse({ ...base, sku: 'KH 01' }))).toEqual({
      sku: 'InvalidSku',
    });
    expect(
      issues(productInputSchema.safeParse({ ...base, sku: 'K1', salePrice: 100_000 })),
    ).toEqual({ salePrice: 'SalePriceNotBelowPrice' });
  });
});

describe('variants and stock movements', () => {
  it('reads a size upper-case and a blank size as none', () => {
    expect(variantInputSchema.parse({ sku: 'k1-m', colour: 'red', size: 'xl' })).toEqual({
      sku: 'K1-M',
      colour: 'red',
      size: 'XL',
      stock: 0,
    });
    expect(variantInputSchema.parse({ sku: 'K1', size: '' }).size).toBeNull();
  });

  it('receives only a positive quantity, and adjusts only with a reason', () => {
    expect(issues(stockMovementInputSchema.safeParse({ kind: 'received', quantity: -3 }))).toEqual({
      quantity: 'NotAllowQuantityZero',
    });
    expect(issues(stockMovementInputSchema.safeParse({ kind: 'adjusted', quantity: -3 }))).toEqual({
      reason: 'StockReasonRequired',
    });
    expect(
      stockMovementInputSchema.parse({ kind: 'adjusted', quantity: -3, reason: ' Kiểm kê ' }),
    ).toEqual({ kind: 'adjusted', quantity: -3, reason: 'Kiểm kê' });
    expect(issues(stockMovementInputSchema.safeParse({ kind: 'received', quantity: 0 }))).toEqual({
      quantity: 'NotAllowQuantityZero',
    });
  });
});
