import { authContract, portalWebhookContract, type Role, type Webhook } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalWebhooks, { action } from './webhooks';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );

const HOOK: Webhook = {
  id: '00000000-0000-4000-8000-00000000b001',
  url: 'https://erp.example.vn/lotus',
  events: ['order.placed', 'order.paid'],
  description: 'ERP',
  active: true,
  pausedAt: null,
  createdAt: '2026-11-29T03:00:00.000Z',
};

async function post(fields: [string, string][], ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const body = new URLSearchParams(fields);
  const result = await Promise.resolve(
    action({
      request: new Request('http://x/portal/webhooks', { method: 'POST', body }),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as { data: any; init: ResponseInit | null }, api };
}

describe('back office: webhooks', () => {
  it('registers the address with every event ticked, and shows the secret once', async () => {
    const { result, api } = await post(
      [
        ['intent', 'create'],
        ['url', HOOK.url],
        ['events', 'order.placed'],
        ['events', 'order.paid'],
        ['description', 'ERP'],
      ],
      meOf('ADMIN'),
      on(portalWebhookContract.create, ok({ ...HOOK, secret: 'whsec_abc' })),
    );
    expect(api.requests.at(-1)?.body).toEqual({
      url: HOOK.url,
      events: ['order.placed', 'order.paid'],
      description: 'ERP',
    });
    expect(result.data).toEqual({ ok: true, intent: 'create', secret: 'whsec_abc', url: HOOK.url });
  });

  it('names a refused address beside its field, and a missing event beside the events', async () => {
    const refusedAddress = await post(
      [
        ['intent', 'create'],
        ['url', 'https://10.0.0.5/hook'],
        ['events', 'order.placed'],
      ],
      meOf('ADMIN'),
      on(portalWebhookContract.create, refused('WEBHOOK_URL_NOT_ALLOWED')),
    );
    expect(refusedAddress.result.data.fieldErrors.url).toBe('errors:WEBHOOK_URL_NOT_ALLOWED');
    const noEvents = await post(
      [
        ['intent', 'create'],
        ['url', HOOK.url],
      ],
      meOf('ADMIN'),
    );
    expect(noEvents.result.data.fieldErrors.events).toBe('validation:FieldIsNotEmpty');
  });

  it.each([
    ['vi', 'Webhook', 'Tạm dừng do lỗi', 'chỉ hiện một lần'],
    ['en', 'Webhooks', 'Paused after failures', 'shown only this once'],
  ] as const)('lists the webhooks and their state (%s)', async (lang, title, paused, once) => {
    renderInRouter(
      <PortalWebhooks
        {...({
          loaderData: {
            webhooks: [HOOK, { ...HOOK, id: `${HOOK.id.slice(0, -1)}2`, pausedAt: HOOK.createdAt }],
            logged: null,
            log: null,
          },
          actionData: { ok: true, intent: 'create', secret: 'whsec_abc', url: HOOK.url },
        } as unknown as Parameters<typeof PortalWebhooks>[0])}
      />,
      { lang },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(paused)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(once))).toBeInTheDocument();
    expect(screen.getByText('whsec_abc')).toBeInTheDocument();
    // Each event the form offers says what it means.
    expect(
      screen.getByText(lang === 'vi' ? 'Đơn mới được đặt' : 'A new order is placed'),
    ).toBeInTheDocument();
  });
});
