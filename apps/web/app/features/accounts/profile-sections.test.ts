// @vitest-environment node
import type { User } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { checkProfileSection, mergeProfileSection } from './profile-sections';

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: {
    firstName: 'Lan',
    lastName: 'Trần',
    fullName: 'Trần Lan',
    phone: '0912345678',
    dateOfBirth: '1995-04-30',
    company: null,
    businessName: null,
    address: '12 Lê Lợi',
    city: 'TP. Hồ Chí Minh',
    country: 'Việt Nam',
    referralCode: null,
    qrCode: null,
    socialLinks: { facebook: 'https://facebook.com/lan' },
  },
};

describe('profile sections', () => {
  it("saves one tab's fields over the rest of the profile", () => {
    const merged = mergeProfileSection(user, 'contact', {
      address: '1 Hàng Bài',
      city: 'Hà Nội',
      country: '',
    });
    expect(merged).toMatchObject({
      firstName: 'Lan',
      phone: '0912345678',
      dateOfBirth: '1995-04-30',
      address: '1 Hàng Bài',
      city: 'Hà Nội',
      country: '',
      socialLinks: { facebook: 'https://facebook.com/lan', zalo: null },
    });
    const checked = checkProfileSection(user, 'contact', {
      address: '1 Hàng Bài',
      city: 'Hà Nội',
      country: '',
    });
    expect(checked.input).toMatchObject({ country: null, city: 'Hà Nội' });
  });

  it('replaces the social links with the social tab (an emptied one is removed)', () => {
    const checked = checkProfileSection(user, 'social', {
      'socialLinks.facebook': '',
      'socialLinks.zalo': 'https://zalo.me/0912345678',
    });
    expect(checked.input?.socialLinks).toMatchObject({
      facebook: null,
      zalo: 'https://zalo.me/0912345678',
    });
  });

  it("names this tab's errors by field, and other tabs' fields apart", () => {
    const noPhone: User = { ...user, profile: { ...user.profile!, phone: null } };
    const checked = checkProfileSection(noPhone, 'social', {
      'socialLinks.github': 'javascript:alert(1)',
    });
    expect(checked.input).toBeNull();
    expect(checked.errors).toEqual({ 'socialLinks.github': 'validation:InvalidUrl' });
    expect(checked.elsewhere).toEqual(['phone']);

    const personal = checkProfileSection(user, 'personal', {
      firstName: 'Lan9',
      lastName: 'Trần',
      phone: '0912345678',
      dateOfBirth: '2999-01-01',
    });
    expect(personal.errors).toEqual({
      firstName: 'validation:FirstNameNotAllowNumber',
      dateOfBirth: 'validation:InvalidDate',
    });
  });
});
