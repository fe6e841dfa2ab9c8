import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps headings, lists, links and images', () => {
    const html =
      '<h2>Đổi trả</h2><p>Trong <strong>7 ngày</strong>.</p><ul><li>Còn tem</li></ul>' +
      '<p><a href="/products">Xem</a> <a href="tel:19001234">Gọi</a></p>' +
      '<img src="/images/products/robot.webp" alt="Robot">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Đổi trả</h2><p>Trong <strong>7 ngày</strong>.</p><ul><li>Còn tem</li></ul>' +
        '<p><a href="/products">Xem</a> <a href="tel:19001234">Gọi</a></p>' +
        '<img src="/images/products/robot.webp" alt="Robot" loading="lazy" />',
    );
  });

  it('drops scripts, event handlers and script URLs', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
      '<iframe src="https://evil.example"></iframe><style>p{}</style>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('refuses images from data: URLs and protocol-relative hosts', () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain(
      'data:',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('evil');
  });

  it('gives a link that opens a new tab no hold on the shop', () => {
    expect(sanitizeRichText('<a href="https://ghn.vn" target="_blank">GHN</a>')).toBe(
      '<a href="https://ghn.vn" target="_blank" rel="noopener noreferrer">GHN</a>',
    );
  });
});
