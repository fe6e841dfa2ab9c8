import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { NewsletterBox } from './newsletter-box';

const WORDS = {
  vi: {
    label: 'Email của bạn',
    submit: 'Đăng ký',
    invalid: 'Email không hợp lệ.',
    sent: /Gần xong rồi! Hãy mở email chúng tôi vừa gửi tới lan@example\.vn/,
  },
  en: {
    label: 'Your email',
    submit: 'Subscribe',
    invalid: 'Please enter a valid email address.',
    sent: /Almost done! Open the email we just sent to lan@example\.vn/,
  },
} as const;

describe('the newsletter box', () => {
  for (const lang of ['vi', 'en'] as const) {
    const w = WORDS[lang];

    it(`stops a malformed address and then asks to check the mailbox (${lang})`, async () => {
      const posted: FormData[] = [];
      renderInRouter(<NewsletterBox lang={lang} />, {
        lang,
        routes: [
          {
            path: '/newsletter',
            action: async ({ request }) => {
              const form = await request.formData();
              posted.push(form);
              return { ok: true, email: form.get('email') as string };
            },
          },
        ],
      });
      const user = userEvent.setup();
      const input = await screen.findByLabelText(w.label);
      await user.type(input, 'nope');
      await user.click(screen.getByRole('button', { name: w.submit }));
      expect(await screen.findByText(w.invalid)).toBeInTheDocument();
      expect(posted).toHaveLength(0);

      await user.clear(input);
      await user.type(input, 'lan@example.vn');
      await user.click(screen.getByRole('button', { name: w.submit }));
      expect(await screen.findByText(w.sent)).toBeInTheDocument();
      expect(posted).toHaveLength(1);
      expect(posted[0]!.get('language')).toBe(lang);
      expect(posted[0]!.get('website')).toBe('');
    });
  }
});
