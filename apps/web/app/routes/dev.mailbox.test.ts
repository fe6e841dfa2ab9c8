// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { systemContract } from '@lotus/core';
import { fakeApi, ok, on } from '../test/fake-api';
import { loader, mailDocument } from './dev.mailbox';

const args = (url: string, api: ReturnType<typeof fakeApi>) =>
  ({
    request: new Request(url),
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  }) as unknown as Parameters<typeof loader>[0];

describe('development mailbox', () => {
  it('lists the mailbox, for one recipient when asked', async () => {
    const mail = {
      id: 'm1',
      to: 'lan@example.vn',
      subject: 'Xác nhận email',
      text: 'x',
      html: '<p>x</p>',
      template: 'verify-email',
      messageId: '<m1@lotus.local>',
      status: 'sent',
      deliveredVia: 'mailbox',
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const api = fakeApi(on(systemContract.mailbox, ok([mail])));
    const result = await loader(args('http://x/dev/mailbox?to=lan%40example.vn', api));
    expect(result).toEqual({ to: 'lan@example.vn', mails: [mail] });
    expect(api.calls[0]).toEqual({
      path: '/api/dev/mailbox',
      query: { to: 'lan@example.vn', limit: 50 },
    });
  });

  it('is a 404 where the API has no mailbox (production)', async () => {
    const error = await loader(args('http://x/dev/mailbox', fakeApi())).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: 'NOT_FOUND' }, init: { status: 404 } });
  });

  it("opens a mail's links in the whole tab", () => {
    expect(mailDocument('<a href="/verify-email?token=x">ok</a>')).toBe(
      '<base target="_top"><a href="/verify-email?token=x">ok</a>',
    );
  });
});
