import { can, REWARD_STATUSES, type RewardStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import QRCode from 'qrcode';
import { FormAlert } from '../components/ui/form-alert';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import {
  getActiveCampaign,
  getMyPayoutRequest,
  getMyReferral,
  HowItWorks,
  PayoutRequestCard,
  requestPayout,
  type PayoutResult,
  inviteFriend,
  joinReferral,
  listContacts,
  listRewards,
  deviceCookie,
  ReferralOverview,
  RewardTable,
  type InviteResult,
} from '../features/referrals';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.referral';

export const handle = i18nHandle('referral');

/**
 * The QR code of a link, as rows of `1` (dark) and `0` (light) modules (made with `qrcode`, the
 * library the e-card's codes come from).
 */
function qrRows(link: string): string[] {
  const { size, data } = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
  return Array.from({ length: size }, (_, row) =>
    Array.from(data.subarray(row * size, (row + 1) * size), (dark) => (dark ? '1' : '0')).join(''),
  );
}

/**
 * The signed-in customer's referral: before joining, the campaign and the way to join; after,
 * the Referral tab (code, link, QR, invitations, how it works, invitees) or the Reward tab
 * (`?tab=reward`: balances and the reward table, `?status=` and `?page=`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const headers = new Headers();
  for (const cookie of deviceCookie(request)) headers.append('Set-Cookie', cookie);
  if (!can(user, 'referral.join')) {
    return data({ staff: true as const }, { headers });
  }
  const url = new URL(request.url);
  const tab =
    url.searchParams.get('tab') === 'reward' ? ('reward' as const) : ('referral' as const);
  const asked = url.searchParams.get('status');
  const status = REWARD_STATUSES.includes(asked as RewardStatus) ? (asked as RewardStatus) : null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const api = createApiClient(context.api);
  const [campaign, referral] = await Promise.all([
    getActiveCampaign(api),
    getMyReferral(api),
  ]).catch(toRouteError);
  if (!referral) {
    return data({ staff: false as const, tab, campaign, referral: null }, { headers });
  }
  const [rewards, contacts, payout] = await Promise.all([
    tab === 'reward' ? listRewards(api, { page, status: status ?? undefined }) : null,
    tab === 'referral' ? listContacts(api, referral.userId) : [],
    tab === 'reward' ? getMyPayoutRequest(api) : null,
  ]).catch(toRouteError);
  return data(
    {
      staff: false as const,
      tab,
      campaign,
      referral,
      qr: qrRows(referral.link),
      rewards,
      contacts,
      payout,
      status,
    },
    { headers },
  );
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

type ActionData =
  | { intent: 'join'; code: string }
  | { intent: 'invite'; result: InviteResult }
  | { intent: 'payout'; result: PayoutResult };

/**
 * POST intent=join: joins the running campaign. POST intent=invite (email): mails a friend.
 * POST intent=payout (amount, bankName, accountNumber, accountHolder): asks for a payout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'referral.join' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (values.intent === 'join') {
      await joinReferral(api);
      return null;
    }
    if (values.intent === 'invite') {
      const sent = await inviteFriend(api, values.email ?? '');
      return data<ActionData>({ intent: 'invite', result: { ok: true, email: sent.email } });
    }
    if (values.intent === 'payout') {
      await requestPayout(api, {
        amount: Number(values.amount),
        bankName: values.bankName ?? '',
        accountNumber: (values.accountNumber ?? '').replace(/\s+/g, ''),
        accountHolder: values.accountHolder ?? '',
      });
      return data<ActionData>({ intent: 'payout', result: { ok: true } });
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const status = error.status >= 400 ? error.status : 502;
    if (values.intent === 'payout') {
      return data<ActionData>(
        { intent: 'payout', result: { ok: false, code: error.code } },
        { status },
      );
    }
    return values.intent === 'invite'
      ? data<ActionData>({ intent: 'invite', result: { ok: false, code: error.code } }, { status })
      : data<ActionData>({ intent: 'join', code: error.code }, { status });
  }
  return data<ActionData>({ intent: 'join', code: 'BAD_REQUEST' }, { status: 400 });
}

/** `/profile/referral`: the referral programme from the member's side (spec section 2). */
export default function ProfileReferral({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('referral');
  const navigation = useNavigation();
  const joining = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'join';
  const failure = actionData?.intent === 'join' ? actionData.code : null;
  const tabClass = (active: boolean) =>
    `inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ${
      active ? 'bg-lotus-700 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200'
    }`;

  return (
    <section aria-labelledby="referral-title" className="flex flex-col gap-5">
      <PageTitle title={t('title')} />
      <div>
        <h2 id="referral-title" className="text-xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('intro')}</p>
      </div>
      {loaderData.staff ? (
        <FormAlert tone="info">{t('staff')}</FormAlert>
      ) : !loaderData.referral ? (
        loaderData.campaign ? (
          <div className="flex flex-col gap-4">
            <HowItWorks campaign={loaderData.campaign} />
            {failure ? (
              <FormAlert tone="error">{translateKey(t, `errors:${failure}`)}</FormAlert>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="join" />
              <button type="submit" className="btn-primary" disabled={joining}>
                {joining ? t('joining') : t('join')}
              </button>
            </Form>
          </div>
        ) : (
          <FormAlert tone="info">{t('notRunning')}</FormAlert>
        )
      ) : (
        <>
          <nav aria-label={t('title')} className="flex gap-2">
            <Link
              to="?tab=referral"
              className={tabClass(loaderData.tab === 'referral')}
              aria-current={loaderData.tab === 'referral' ? 'page' : undefined}
              preventScrollReset
            >
              {t('tabs.referral')}
            </Link>
            <Link
              to="?tab=reward"
              className={tabClass(loaderData.tab === 'reward')}
              aria-current={loaderData.tab === 'reward' ? 'page' : undefined}
              preventScrollReset
            >
              {t('tabs.reward')}
            </Link>
          </nav>
          {loaderData.tab === 'reward' && loaderData.rewards ? (
            <>
              <PayoutRequestCard
                request={loaderData.payout ?? null}
                available={loaderData.referral.balances.available}
                minimum={
                  loaderData.referral.campaign?.minimumPayout ??
                  loaderData.campaign?.minimumPayout ??
                  0
                }
                result={actionData?.intent === 'payout' ? actionData.result : undefined}
              />
              <RewardTable
                items={loaderData.rewards.items}
                meta={loaderData.rewards.meta}
                totals={loaderData.referral.balances}
                status={loaderData.status}
              />
            </>
          ) : (
            <ReferralOverview
              referral={loaderData.referral}
              campaign={loaderData.campaign}
              qr={loaderData.qr}
              contacts={loaderData.contacts}
              invite={actionData?.intent === 'invite' ? actionData.result : undefined}
            />
          )}
        </>
      )}
    </section>
  );
}
