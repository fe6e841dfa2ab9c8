import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_RESEND_AFTER_MS,
  isPlainMultiline,
  isSingleLine,
  subscribeAction,
} from './contact.rules.ts';
import { contactMessageSchema, newsletterSubscribeSchema } from './contact.schema.ts';

const form = {
  fullName: 'Nguyễn Minh Anh',
  company: 'Công ty TNHH Hoa Sen',
  businessName: 'Hoa Sen Decor',
  email: 'minhanh@example.vn',
  phone: '0912 345 678',
  subject: 'Hỏi về đơn hàng sỉ',
  description: 'Xin chào,\nTôi muốn đặt 200 bộ ấm chén.',
};

const issues = (input: unknown) => {
  const parsed = contactMessageSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('single-line fields', () => {
  it.each([
    ['Subject\r\nBcc: victim@example.com', false],
    ['line\nbreak', false],
    ['carriage\rreturn', false],
    ['tab\tinside', false],
    ['unicode\u2028separator', false],
    ['Nguyễn Văn A — Công ty', true],
  ])('%j is one line: %s', (text, expected) => {
    expect(isSingleLine(text)).toBe(expected);
  });

  it('a description keeps its line breaks but no other control character', () => {
    expect(isPlainMultiline('one\r\ntwo\n\tthree')).toBe(true);
    expect(isPlainMultiline('bell\u0007')).toBe(false);
  });
});

describe('the contact form', () => {
  it('accepts the form, trims it and normalises the phone', () => {
    const parsed = contactMessageSchema.parse({ ...form, fullName: '  Minh Anh  ' });
    expect(parsed).toMatchObject({ fullName: 'Minh Anh', phone: '0912345678' });
  });

  it('company and business name are optional', () => {
    const { company: _c, businessName: _b, ...rest } = form;
    expect(contactMessageSchema.parse(rest)).toMatchObject({ company: '', businessName: '' });
  });

  it('names every missing required field with FieldIsNotEmpty', () => {
    expect(issues({})).toEqual(
      expect.arrayContaining([
        ['fullName', 'FieldIsNotEmpty'],
        ['email', 'FieldIsNotEmpty'],
        ['phone', 'FieldIsNotEmpty'],
        ['subject', 'FieldIsNotEmpty'],
        ['description', 'FieldIsNotEmpty'],
      ]),
    );
    expect(issues({ ...form, fullName: '   ', description: ' \n ' })).toEqual([
      ['fullName', 'FieldIsNotEmpty'],
      ['description', 'FieldIsNotEmpty'],
    ]);
  });

  it('refuses a line break in any single-line field (header injection)', () => {
    for (const field of ['fullName', 'company', 'businessName', 'email', 'phone', 'subject']) {
      expect(issues({ ...form, [field]: 'x\r\nBcc: a@b.c' })).toEqual([
        [field, 'LineBreakNotAllowed'],
      ]);
    }
  });

  it('refuses a bad email, a bad phone and text past its length', () => {
    expect(
      issues({ ...form, email: 'not-an-email', phone: '12345', subject: 'x'.repeat(201) }),
    ).toEqual([
      ['email', 'InvalidEmail'],
      ['phone', 'InvalidPhone'],
      ['subject', 'TextTooLong'],
    ]);
  });
});

describe('the newsletter box', () => {
  it('takes an address and a language, and refuses a line break', () => {
    expect(newsletterSubscribeSchema.parse({ email: ' a@b.vn ', language: 'en' })).toEqual({
      email: 'a@b.vn',
      language: 'en',
    });
    expect(newsletterSubscribeSchema.safeParse({ email: 'a@b.vn\nBcc: x@y.z' }).success).toBe(
      false,
    );
  });
});

describe('subscribeAction', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('starts for a new or unsubscribed address', () => {
    expect(subscribeAction(null, now)).toBe('start');
    expect(subscribeAction({ status: 'UNSUBSCRIBED', confirmSentAt: null }, now)).toBe('start');
  });

  it('does nothing for a confirmed address', () => {
    expect(subscribeAction({ status: 'CONFIRMED', confirmSentAt: ago(1e9) }, now)).toBe('nothing');
  });

  it('resends to a pending address only once the pause has passed', () => {
    const pending = (ms: number) => ({ status: 'PENDING' as const, confirmSentAt: ago(ms) });
    expect(subscribeAction(pending(NEWSLETTER_RESEND_AFTER_MS - 1), now)).toBe('nothing');
    expect(subscribeAction(pending(NEWSLETTER_RESEND_AFTER_MS), now)).toBe('resend');
  });
});
