import { describe, expect, it } from 'vitest';
import { cardSlugOf, checkHandle, handleLabel, handleUrl } from './card.rules.ts';
import { cardUpdateSchema, shownTo, visibilityOf } from './card.schema.ts';

describe('handles per network', () => {
  it('keeps a handle and builds the network link from it', () => {
    expect(checkHandle('telegram', '@lotus_shop')).toEqual({ ok: true, handle: 'lotus_shop' });
    expect(handleUrl('telegram', 'lotus_shop')).toBe('https://t.me/lotus_shop');
    expect(handleUrl('github', 'lotus-vn')).toBe('https://github.com/lotus-vn');
    expect(handleUrl('linkedin', 'minh-anh')).toBe('https://linkedin.com/in/minh-anh');
    expect(handleUrl('twitter', 'lotus')).toBe('https://x.com/lotus');
    expect(handleUrl('skype', 'live.minh')).toBe('skype:live.minh?chat');
  });

  it('reduces a pasted profile link of the same network to its handle', () => {
    expect(checkHandle('facebook', 'https://www.facebook.com/lotus.vn/')).toEqual({
      ok: true,
      handle: 'lotus.vn',
    });
    expect(checkHandle('twitter', 'https://x.com/lotus_vn')).toEqual({
      ok: true,
      handle: 'lotus_vn',
    });
    expect(checkHandle('linkedin', 'linkedin.com/in/minh-anh')).toEqual({
      ok: true,
      handle: 'minh-anh',
    });
  });

  it('refuses a 40-character Telegram name and one that is too short', () => {
    expect(checkHandle('telegram', 'a'.repeat(40))).toEqual({ ok: false, key: 'InvalidHandle' });
    expect(checkHandle('telegram', 'abcd')).toEqual({ ok: false, key: 'InvalidHandle' });
  });

  it('refuses a link of another network or with a script in it', () => {
    expect(checkHandle('github', 'https://evil.example/x').ok).toBe(false);
    expect(checkHandle('instagram', '<script>').ok).toBe(false);
  });

  it('takes only http(s) websites: no javascript:, data: or credentials', () => {
    expect(checkHandle('website', 'javascript:alert(1)')).toEqual({ ok: false, key: 'InvalidUrl' });
    expect(checkHandle('website', 'data:text/html,hi').ok).toBe(false);
    expect(checkHandle('website', 'https://user:pw@lotus.vn').ok).toBe(false);
    expect(checkHandle('website', 'https://lotus.vn/shop')).toEqual({
      ok: true,
      handle: 'https://lotus.vn/shop',
    });
  });

  it('writes WhatsApp and Zalo numbers in international digits, Zalo links as dialled', () => {
    expect(checkHandle('whatsapp', '0912 345 678')).toEqual({ ok: true, handle: '84912345678' });
    expect(handleUrl('whatsapp', '84912345678')).toBe('https://wa.me/84912345678');
    expect(handleUrl('zalo', '84912345678')).toBe('https://zalo.me/0912345678');
    expect(checkHandle('zalo', '12').ok).toBe(false);
    expect(handleLabel('zalo', '84386123456')).toBe('0386123456');
    expect(handleLabel('whatsapp', '4915112345678')).toBe('+4915112345678');
    expect(handleLabel('website', 'https://lotus.vn/')).toBe('lotus.vn');
    expect(handleLabel('telegram', 'lotus_shop')).toBe('@lotus_shop');
  });
});

describe('card fields', () => {
  it('makes a readable address from a Vietnamese name', () => {
    expect(cardSlugOf('Nguyễn Đức Minh Anh')).toBe('nguyen-duc-minh-anh');
    expect(cardSlugOf('Đ')).toBe('the-d');
  });

  it('shows phone and e-mail to contacts, hides the address and Skype by default', () => {
    expect(visibilityOf({}, 'phone')).toBe('contacts');
    expect(visibilityOf({}, 'address')).toBe('hidden');
    expect(visibilityOf({}, 'skype')).toBe('hidden');
    expect(visibilityOf({}, 'telegram')).toBe('public');
    expect(visibilityOf({ skype: 'public' }, 'skype')).toBe('public');
  });

  it('lets each viewer see exactly the fields for them', () => {
    const seen = (viewer: 'visitor' | 'contact' | 'owner') =>
      (['public', 'contacts', 'hidden'] as const).filter((v) => shownTo(v, viewer));
    expect(seen('visitor')).toEqual(['public']);
    expect(seen('contact')).toEqual(['public', 'contacts']);
    expect(seen('owner')).toEqual(['public', 'contacts', 'hidden']);
  });

  it('names the failing field of a card change, and upper-cases bank holders', () => {
    const bad = cardUpdateSchema.safeParse({ handles: { telegram: 'x'.repeat(40) } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['handles', 'telegram'],
      message: 'InvalidHandle',
    });
    const good = cardUpdateSchema.parse({
      bank: { bin: '970416', account: '2576 788 59', holder: 'Nguyễn Minh Anh' },
      paypal: 'https://paypal.me/lotusvn',
    });
    expect(good.bank).toEqual({ bin: '970416', account: '257678859', holder: 'NGUYEN MINH ANH' });
    expect(good.paypal).toBe('lotusvn');
    expect(cardUpdateSchema.safeParse({ bank: { bin: '123456', account: '1' } }).success).toBe(
      false,
    );
  });
});
