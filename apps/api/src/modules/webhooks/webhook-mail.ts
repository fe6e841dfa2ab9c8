import { type RenderedMail, escapeHtml } from '../mail/rendered-mail.ts';

declare module '../mail/rendered-mail.ts' {
  interface RenderedMailTemplates {
    'webhook-paused': 'webhooks';
  }
}

/** To the admin who registered a webhook: its deliveries kept failing, so it is paused. */
export function renderWebhookPaused(vars: { url: string; portal: string }): RenderedMail {
  const text = [
    `Webhook ${vars.url} đã tạm dừng: một sự kiện gửi tới địa chỉ này vẫn thất bại sau khoảng ba ngày thử lại.`,
    `Xem nhật ký gửi, sửa nơi nhận rồi bật lại: ${vars.portal}`,
    '',
    `The webhook ${vars.url} is paused: an event sent to it still failed after about three days of retries.`,
    `Read its delivery log, fix the receiver and turn it on again: ${vars.portal}`,
  ].join('\n');
  const html = `<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">
<p>Webhook <code>${escapeHtml(vars.url)}</code> đã tạm dừng: một sự kiện gửi tới địa chỉ này vẫn thất bại sau khoảng ba ngày thử lại.</p>
<p>The webhook <code>${escapeHtml(vars.url)}</code> is paused: an event sent to it still failed after about three days of retries.</p>
<p><a href="${escapeHtml(vars.portal)}">${escapeHtml(vars.portal)}</a></p>
<p>Lotus</p></body></html>`;
  return { subject: '[Lotus] Webhook tạm dừng / Webhook paused', text, html };
}
