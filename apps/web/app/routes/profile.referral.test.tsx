import {
  authContract,
  payoutRequestContract,
  referralContract,
  type Campaign,
  type Referral,
  type Role,
} from '@lotus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import ProfileReferral, { action, loader } from './profile.referral';

const USER_ID = '00000000-0000-4000-8000-0000000000a1';
const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({ id: USER_ID, email: 'an@example.vn', role, isActive: true, profile: null }),
  );

const CAMPAIGN: Campaign = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Mời bạn, cùng nhận quà',
  howItWorks: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  inviterBenefit: { kind: 'FIXED', value: 50_000 },
  inviteeBenefit: { kind: 'PERCENT', value: 10, cap: 30_000 },
  minimumOrder: 200_000,
  minimumPayout: 100_000,
  holdingDays: 14,
  attributionDays: 30,
  monthlyCapPerReferrer: 500_000,
  budget: 10_000_000,
  budgetLeft: 9_950_000,
};

const REFERRAL: Referral = {
  userId: USER_ID,
  code: 'AB23CD45',
  link: 'http://localhost:3000/register?ref=AB23CD45',
  campaign: CAMPAIGN,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  earnedThisMonth: 50_000,
  balances: {
    pending: 50_000,
    available: 20_000,
    newBalance: 70_000,
    paid: 30_000,
    requested: 0,
    totalReward: 100_000,
  },
};

function call<T extends (args: never) => unknown>(fn: T, request: Request, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  return Promise.resolve(
    fn({ request, params: {}, context: { lang: 'vi', requestId: 't', api } } as never),
  )
    .catch((e: unknown) => e)
    .then((result) => ({ result: result as any, api }));
}

describe('referral page: loader and action', () => {
  it('offers the running campaign to a customer who has not joined, and keeps a device cookie', async () => {
    const { result } = await call(
      loader,
      new Request('http://x/profile/referral'),
      meOf('CUSTOMER'),
      on(referralContract.activeCampaign, ok(CAMPAIGN)),
      on(referralContract.mine, refused('REFERRAL_NOT_JOINED')),
    );
    expect(result.data).toEqual({
      staff: false,
      tab: 'referral',
      campaign: CAMPAIGN,
      referral: null,
    });
    expect(result.init.headers.get('set-cookie')).toMatch(/^lotus_device=[\w-]+; Path=\/;/);
  });

  it("draws the member's link as a QR code and lists the people invited", async () => {
    const { result, api } = await call(
      loader,
      new Request('http://x/profile/referral'),
      meOf('CUSTOMER'),
      on(referralContract.activeCampaign, ok(CAMPAIGN)),
      on(referralContract.mine, ok(REFERRAL)),
      on(referralContract.contacts, ok([])),
    );
    expect(result.data.qr.length).toBeGreaterThan(20);
    expect(result.data.qr.every((row: string) => /^[01]+$/.test(row))).toBe(true);
    expect(api.calls.map((c) => c.path)).toContain(`/api/referral/invitees/${USER_ID}`);
  });

  it('asks for a payout with the bank account, and says why one was refused', async () => {
    const ask = (reply: FakeRoute['reply']) =>
      call(
        action,
        new Request('http://x/profile/referral?tab=reward', {
          method: 'POST',
          body: new URLSearchParams({
            intent: 'payout',
            amount: '120000',
            bankName: 'Vietcombank',
            accountNumber: '0123 4567 89',
            accountHolder: 'NGUYEN AN',
          }),
        }),
        meOf('CUSTOMER'),
        on(payoutRequestContract.request, reply),
      );
    const made = await ask(({ body }) =>
      ok({
        id: '00000000-0000-4000-8000-0000000000d1',
        ...(body as object),
        status: 'open',
        reference: null,
        createdAt: '2026-11-29T03:00:00.000Z',
        paidAt: null,
      }),
    );
    expect(made.result.data).toEqual({ intent: 'payout', result: { ok: true } });
    expect(made.api.requests.at(-1)?.body).toEqual({
      amount: 120_000,
      bankName: 'Vietcombank',
      accountNumber: '0123456789',
      accountHolder: 'NGUYEN AN',
    });
    const open = await ask(refused('PAYOUT_REQUEST_OPEN'));
    expect(open.result.init.status).toBe(409);
    expect(open.result.data).toEqual({
      intent: 'payout',
      result: { ok: false, code: 'PAYOUT_REQUEST_OPEN' },
    });
  });

  it('says why an invitation was refused', async () => {
    const { result } = await call(
      action,
      new Request('http://x/profile/referral', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'invite', email: 'binh@example.vn' }),
      }),
      meOf('CUSTOMER'),
      on(referralContract.invite, refused('INVITATION_EXISTING_ACCOUNT')),
    );
    expect(result.init.status).toBe(409);
    expect(result.data).toEqual({
      intent: 'invite',
      result: { ok: false, code: 'INVITATION_EXISTING_ACCOUNT' },
    });
  });
});

const WORDS = {
  vi: {
    code: 'Mã giới thiệu của bạn',
    copy: 'Sao chép mã',
    copied: 'Đã sao chép',
    how: 'Cách thức hoạt động',
    inviter: 'Bạn nhận 50.000 ₫ khi đơn hàng đầu tiên của bạn bè từ 200.000 ₫',
    invitee: 'Bạn bè được giảm 10% giá trị đơn, tối đa 30.000 ₫',
    holding: 'Phần thưởng được giữ 14 ngày',
    cap: 'Mỗi tháng bạn nhận tối đa 500.000 ₫ (tháng này đã nhận 50.000 ₫)',
    reward: 'Phần thưởng',
    newBalance: 'Số dư mới',
  },
  en: {
    code: 'Your referral code',
    copy: 'Copy code',
    copied: 'Copied',
    how: 'How it works',
    inviter: "You get ₫50,000 when a friend's first order of ₫200,000 or more",
    invitee: 'Your friend gets 10% of the order, up to ₫30,000 off their first order.',
    holding: 'A reward is held for 14 days',
    cap: 'You can earn up to ₫500,000 a month (this month: ₫50,000).',
    reward: 'Reward',
    newBalance: 'New balance',
  },
} as const;

describe('referral page: what the member sees', () => {
  it.each(['vi', 'en'] as const)(
    'shows the code to copy, the QR, how it works with its caps and hold (%s)',
    async (lang) => {
      const w = WORDS[lang];
      const loaderData = {
        staff: false,
        tab: 'referral',
        campaign: CAMPAIGN,
        referral: REFERRAL,
        qr: ['1110111', '1010101', '1110111'],
        rewards: null,
        contacts: [
          {
            email: 'bi***@example.vn',
            name: 'Bình',
            stage: 'ordered',
            joinedAt: '2026-11-21T03:00:00.000Z',
          },
        ],
        status: null,
      };
      renderInRouter(
        <ProfileReferral
          {...({ loaderData } as unknown as Parameters<typeof ProfileReferral>[0])}
        />,
        { lang },
      );
      expect(await screen.findByText(w.code)).toBeInTheDocument();
      expect(screen.getByText('AB23CD45')).toBeInTheDocument();
      expect(screen.getByRole('img')).toBeInTheDocument();
      const how = screen.getByRole('region', { name: w.how });
      expect(how).toHaveTextContent(w.inviter);
      expect(how).toHaveTextContent(w.invitee);
      expect(how).toHaveTextContent(w.holding);
      expect(how).toHaveTextContent(w.cap);
      expect(
        within(screen.getByTestId('contacts')).getByText('bi***@example.vn'),
      ).toBeInTheDocument();
      // user-event stands in for the clipboard: what the button put there is what it holds.
      await userEvent.setup().click(screen.getByRole('button', { name: `${w.copy}: AB23CD45` }));
      expect(await navigator.clipboard.readText()).toBe('AB23CD45');
      expect(screen.getByRole('link', { name: w.reward })).toHaveAttribute('href', '/?tab=reward');
    },
  );

  it.each([
    ['vi', 'Mã của bạn vẫn được giữ'],
    ['en', 'Your code is kept'],
  ] as const)(
    'keeps the code but invites nobody while no campaign runs (%s)',
    async (lang, paused) => {
      const loaderData = {
        staff: false,
        tab: 'referral',
        campaign: null,
        referral: REFERRAL,
        qr: ['101'],
        rewards: null,
        contacts: [],
        status: null,
      };
      renderInRouter(
        <ProfileReferral
          {...({ loaderData } as unknown as Parameters<typeof ProfileReferral>[0])}
        />,
        { lang },
      );
      expect(await screen.findByText(new RegExp(paused))).toBeInTheDocument();
      expect(screen.getByText('AB23CD45')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('link', { name: /Zalo/ })).toBeNull();
    },
  );
});
