import { describe, expect, it } from 'vitest';
import { displayName, fullName, safeRedirect } from './account.rules.ts';
import { passwordSchema, phoneSchema, registerSchema } from './account.schema.ts';

describe('safeRedirect', () => {
  it.each([
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['http:/evil', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/cart?step=2#top', '/cart?step=2#top'],
    ['/products/ao-thun', '/products/ao-thun'],
    ['', '/'],
    [undefined, '/'],
  ])('sends a customer asking for %s to %s', (target, expected) => {
    expect(safeRedirect(target, 'CUSTOMER')).toBe(expected);
  });

  it("falls back to each role's home", () => {
    expect(safeRedirect('https://evil.example', 'ADMIN')).toBe('/portal');
    expect(safeRedirect(null, 'OPERATOR')).toBe('/portal');
  });

  // The language switch: a visitor's form field, sent back to the page they were on.
  it('keeps a visitor on the same-site page they came from, else sends them home', () => {
    expect(safeRedirect('/products?x=1#top')).toBe('/products?x=1#top');
    const file = new Blob(['/cart']);
    for (const bad of [null, '', 'products', 'https://x.y', '//x.y', '/\\x.y', '/a\nb', file]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('refuses a backslash anywhere in the path, which some browsers read as a slash', () => {
    expect(safeRedirect('/a\\b')).toBe('/');
    expect(safeRedirect('/a\\b', 'ADMIN')).toBe('/portal');
  });
});

describe('names', () => {
  it('puts the family name first, as Vietnamese does', () => {
    expect(fullName('Minh Anh', 'Nguyễn')).toBe('Nguyễn Minh Anh');
  });

  it('shows an operator without a profile as OPERATOR', () => {
    expect(displayName('OPERATOR', null)).toBe('OPERATOR');
    expect(displayName('OPERATOR', { firstName: 'Lan', lastName: 'Trần' })).toBe('Trần Lan');
  });
});

describe('account fields', () => {
  it('treats +84 and 0 forms of a phone as one number', () => {
    expect(phoneSchema.parse('+84 912 345 678')).toBe('0912345678');
    expect(phoneSchema.parse('0912.345.678')).toBe('0912345678');
    for (const bad of ['12345', '091234567', '+8491234567899', '0112345678', 'abc']) {
      expect(phoneSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('wants 8 characters of unaccented latin text in a password', () => {
    expect(passwordSchema.safeParse('Secret12').success).toBe(true);
    expect(passwordSchema.safeParse('Sh0rt!').error?.issues[0]?.message).toBe('PasswordTooShort');
    expect(passwordSchema.safeParse('mậtkhẩu123').error?.issues[0]?.message).toBe(
      'PasswordLatinOnly',
    );
  });

  it('names the rule a sign-up breaks', () => {
    const result = registerSchema.safeParse({
      firstName: 'An2',
      lastName: 'Lê9',
      email: 'not-an-email',
      phone: '123',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toMatchObject({
      firstName: 'FirstNameNotAllowNumber',
      lastName: 'LastNameNotAllowNumber',
      email: 'InvalidEmail',
      phone: 'InvalidPhone',
    });
  });

  it('refuses a confirmation that does not match', () => {
    const result = registerSchema.safeParse({
      firstName: 'An',
      lastName: 'Lê',
      email: 'an@example.vn',
      phone: '0912345678',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmPassword'],
        message: 'CustomerSignupFailedByPasswordNotMatch',
      }),
    ]);
  });
});
