import { authContract, portalReferralContract, type PortalCampaign } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalReferral, { action } from './referral';

const me = on(
  authContract.me,
  ok({
    id: '00000000-0000-4000-8000-0000000000e1',
    email: 'operator@lotus.vn',
    role: 'OPERATOR',
    isActive: true,
    profile: null,
  }),
);

const CAMPAIGN: PortalCampaign = {
  id: '00000000-0000-4000-8000-0000000000c1',
  nameVi: 'Mời bạn mới',
  nameEn: 'Invite a friend',
  howItWorksVi: '',
  howItWorksEn: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  isActive: true,
  inviterKind: 'FIXED',
  inviterValue: 50_000,
  inviterCap: null,
  inviteeKind: 'PERCENT',
  inviteeValue: 10,
  inviteeCap: 50_000,
  minimumOrder: 200_000,
  minimumPayout: 100_000,
  holdingDays: 14,
  attributionDays: 30,
  monthlyCapPerReferrer: null,
  budget: 1_000_000,
  budgetUsed: 150_000,
  running: true,
};

function call(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(me, ...routes);
  const request = new Request('http://x/portal/referral', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return Promise.resolve(
    action({ request, params: {}, context: { lang: 'vi', requestId: 't', api } } as never),
  ).then((result) => ({ result: result as any, api }));
}

describe('referral back office', () => {
  it('stops a campaign by sending its whole terms with the switch off', async () => {
    const { result, api } = await call(
      { intent: 'toggle', id: CAMPAIGN.id, active: 'false' },
      on(portalReferralContract.campaigns, ok([CAMPAIGN])),
      on(portalReferralContract.updateCampaign, ok({ ...CAMPAIGN, isActive: false })),
    );
    expect(result.data).toEqual({ ok: true, intent: 'toggle' });
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/portal/referral/campaigns/${CAMPAIGN.id}`);
    expect(put.body).toMatchObject({ nameVi: 'Mời bạn mới', isActive: false, budget: 1_000_000 });
    expect(put.body).not.toHaveProperty('budgetUsed');
  });

  it.each([
    ['vi', 'Chiến dịch', 'Đang chạy', 'Tắt', 'Nhiều đăng ký trong một ngày'],
    ['en', 'Campaigns', 'Running', 'Stop', 'Many sign-ups in a day'],
  ] as const)(
    'lists campaigns and the review queue (%s)',
    async (lang, title, running, stop, flag) => {
      const loaderData = {
        campaigns: [CAMPAIGN],
        flagged: [
          {
            id: '00000000-0000-4000-8000-0000000000f1',
            inviterEmail: 'an@example.vn',
            inviteeEmail: 'binh@example.vn',
            amount: 50_000,
            orderNumber: 'LT00000042',
            flags: ['many-sign-ups'],
            availableAt: null,
            createdAt: '2026-11-28T03:00:00.000Z',
          },
        ],
      };
      renderInRouter(
        <PortalReferral {...({ loaderData } as unknown as Parameters<typeof PortalReferral>[0])} />,
        { lang },
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const campaigns = screen.getByTestId('campaign-table');
      expect(within(campaigns).getByText(running)).toBeInTheDocument();
      expect(within(campaigns).getByRole('button', { name: stop })).toBeInTheDocument();
      expect(within(screen.getByTestId('review-table')).getByText(flag)).toBeInTheDocument();
    },
  );
});
