// @vitest-environment node
import { contactContract, newsletterContract } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { action as contactAction } from './contact';
import { action as newsletterAction } from './newsletter';
import { loader as confirmLoader } from './newsletter.confirm';
import { action as unsubscribeAction, loader as unsubscribeLoader } from './newsletter.unsubscribe';

type Args = { request: Request; params: object; context: object };

const post = (path: string, fields: Record<string, string>, ...routes: FakeRoute[]) => {
  const api = fakeApi(...routes);
  const args: Args = {
    request: new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  };
  return { api, args };
};

/** What an action answered, whether a plain object or `data(…)`. */
const answer = (result: unknown): unknown => (result as { data?: unknown }).data ?? result;

const FORM = {
  fullName: 'Nguyễn Minh Anh',
  company: '',
  businessName: '',
  email: 'minhanh@example.vn',
  phone: '0912 345 678',
  subject: 'Hỏi về đơn sỉ',
  description: 'Xin chào',
  website: '',
};

describe('POST /contact', () => {
  it('sends the checked form to the API and answers ok', async () => {
    let sent: unknown;
    const { api, args } = post(
      '/contact',
      FORM,
      on(contactContract.send, (request) => {
        sent = request.body;
        return ok({ sent: true });
      }),
    );
    expect(answer(await contactAction(args as never))).toEqual({ ok: true });
    expect(api.calls).toHaveLength(1);
    expect(sent).toMatchObject({ phone: '0912345678', fullName: 'Nguyễn Minh Anh' });
  });

  it('stops an empty form beside its fields without asking the API', async () => {
    const { api, args } = post('/contact', { ...FORM, fullName: '', subject: 'a\r\nBcc: x@y.z' });
    const result = answer(await contactAction(args as never));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        fullName: 'validation:FieldIsNotEmpty',
        subject: 'validation:LineBreakNotAllowed',
      },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('shows the rate limit as a message about the form', async () => {
    const { args } = post(
      '/contact',
      FORM,
      on(contactContract.send, refused('RATE_LIMITED', { params: { retryAfter: 60 } })),
    );
    expect(answer(await contactAction(args as never))).toMatchObject({
      ok: false,
      formError: { key: 'errors:RATE_LIMITED' },
    });
  });
});

describe('POST /newsletter', () => {
  it('asks the API and names the address to check', async () => {
    const { args } = post(
      '/newsletter',
      { email: ' lan@example.vn ', language: 'en', website: '' },
      on(newsletterContract.subscribe, ok({ sent: true })),
    );
    expect(answer(await newsletterAction(args as never))).toEqual({
      ok: true,
      email: 'lan@example.vn',
    });
  });

  it('refuses a malformed address with the shared message', async () => {
    const { api, args } = post('/newsletter', { email: 'nope' });
    expect(answer(await newsletterAction(args as never))).toMatchObject({
      ok: false,
      fieldErrors: { email: 'validation:InvalidEmail' },
    });
    expect(api.calls).toHaveLength(0);
  });
});

const TOKEN = 'f3a9c2e1b7d54c8e9a6b0d2f4e1c7a9b';
const get = (url: string, ...routes: FakeRoute[]) => ({
  request: new Request(url),
  params: {},
  context: { lang: 'vi', requestId: 't', api: fakeApi(...routes) },
});

describe('/newsletter/confirm', () => {
  it('confirms the token', async () => {
    const result = await confirmLoader(
      get(
        `http://x/newsletter/confirm?token=${TOKEN}`,
        on(newsletterContract.confirm, ok({ email: 'lan@example.vn', status: 'CONFIRMED' })),
      ) as never,
    );
    expect(result).toEqual({ ok: true, email: 'lan@example.vn' });
  });

  it('tells an expired link from a spent one', async () => {
    const url = `http://x/newsletter/confirm?token=${TOKEN}`;
    expect(
      await confirmLoader(
        get(url, on(newsletterContract.confirm, refused('TOKEN_EXPIRED'))) as never,
      ),
    ).toEqual({ ok: false, expired: true });
    expect(
      await confirmLoader(
        get(url, on(newsletterContract.confirm, refused('INVALID_TOKEN'))) as never,
      ),
    ).toEqual({ ok: false, expired: false });
  });
});

describe('/newsletter/unsubscribe', () => {
  const signed = `00000000-0000-4000-8000-000000000000.${'a'.repeat(43)}`;

  it('a GET only reads who the link names; it unsubscribes nothing', async () => {
    const args = get(
      `http://x/newsletter/unsubscribe?token=${encodeURIComponent(signed)}`,
      on(newsletterContract.unsubscribeInfo, ok({ email: 'lan@example.vn', status: 'CONFIRMED' })),
    );
    const result = await unsubscribeLoader(args as never);
    expect(result).toEqual({
      state: { ok: true, email: 'lan@example.vn', status: 'CONFIRMED' },
      token: signed,
    });
    const calls = args.context.api.calls;
    expect(calls.map((c) => c.path)).toEqual(['/api/newsletter/unsubscribe']);
    expect(args.context.api.requests[0]?.method ?? 'GET').toBe('GET');
  });

  it('the button posts the token and unsubscribes', async () => {
    const { args } = post(
      '/newsletter/unsubscribe',
      { token: signed },
      on(newsletterContract.unsubscribe, ok({ email: 'lan@example.vn', status: 'UNSUBSCRIBED' })),
    );
    expect(await unsubscribeAction(args as never)).toEqual({
      ok: true,
      email: 'lan@example.vn',
      status: 'UNSUBSCRIBED',
    });
  });

  it('a forged link is refused', async () => {
    const { args } = post(
      '/newsletter/unsubscribe',
      { token: signed },
      on(newsletterContract.unsubscribe, refused('INVALID_TOKEN')),
    );
    expect(await unsubscribeAction(args as never)).toEqual({ ok: false });
  });
});
